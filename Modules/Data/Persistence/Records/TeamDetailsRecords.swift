/// The rows of one club as the Team screen shows it.
struct TeamDetailsRecords {
    let team: TeamRecord
    let info: TeamInfoRecord
    let division: DivisionRecord
    let coach: CoachRecord?
    let players: [PlayerRecord]
}
