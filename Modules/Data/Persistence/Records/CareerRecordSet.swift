/// Every row a new career file starts with: the generated world, its season's fixtures and the career row.
struct CareerRecordSet: Equatable {
    let career: CareerRecord
    let league: LeagueRecord
    let season: SeasonRecord
    let divisions: [DivisionRecord]
    let teamInfos: [TeamInfoRecord]
    let teams: [TeamRecord]
    let coaches: [CoachRecord]
    let players: [PlayerRecord]
    let matches: [MatchRecord]
}
