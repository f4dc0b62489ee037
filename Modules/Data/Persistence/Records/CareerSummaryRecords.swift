/// The rows a career summary is made of.
struct CareerSummaryRecords {
    let career: CareerRecord
    let coach: CoachRecord
    let team: TeamRecord
    let info: TeamInfoRecord
    let division: DivisionRecord
    let season: SeasonRecord
}
