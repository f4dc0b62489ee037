/// The rows of one club as the Team screen shows it.
package struct TeamDetailsRecords {
    package let team: TeamRecord
    package let info: TeamInfoRecord
    package let division: DivisionRecord
    package let coach: CoachRecord?
    package let players: [PlayerRecord]
}
