/// Every row a new career file starts with: the generated world, its season's fixtures and the career row.
package struct CareerRecordSet: Equatable {
    package let career: CareerRecord
    package let league: LeagueRecord
    package let season: SeasonRecord
    package let divisions: [DivisionRecord]
    package let teamInfos: [TeamInfoRecord]
    package let teams: [TeamRecord]
    package let coaches: [CoachRecord]
    package let players: [PlayerRecord]
    package let matches: [MatchRecord]
}
