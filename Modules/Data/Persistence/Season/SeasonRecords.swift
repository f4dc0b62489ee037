/// The rows every season use case starts from: the career, its league and current season, and the
/// pyramid's divisions and clubs.
package struct SeasonRecords {
    package let career: CareerRecord
    package let league: LeagueRecord
    package let season: SeasonRecord
    package let divisions: [DivisionRecord]
    package let teams: [TeamRecord]
    package let teamInfos: [TeamInfoRecord]
}
