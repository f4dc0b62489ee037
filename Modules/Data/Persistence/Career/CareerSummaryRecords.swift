/// The rows a career summary is made of.
package struct CareerSummaryRecords {
    package let career: CareerRecord
    package let coach: CoachRecord
    package let team: TeamRecord
    package let info: TeamInfoRecord
    package let division: DivisionRecord
    package let season: SeasonRecord
}
