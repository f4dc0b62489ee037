/// The rows every season use case starts from: the career, its league and current season, and the
/// pyramid's divisions and clubs.
struct SeasonRecords {
    let career: CareerRecord
    let league: LeagueRecord
    let season: SeasonRecord
    let divisions: [DivisionRecord]
    let teams: [TeamRecord]
    let teamInfos: [TeamInfoRecord]
}
