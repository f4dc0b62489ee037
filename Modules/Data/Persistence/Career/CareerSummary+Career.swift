import DataManaging
import GameModels

package extension CareerSummary {
    /// The summary of `career`; `slot` rather than the stored id names it, since a file may be renamed or imported.
    init(slot: String, career: Career, coach: Coach, info: TeamInfo, division: Division, season: Season) {
        self.init(careerId: slot, coachName: coach.fullName, teamId: career.userTeamId, clubName: info.name,
                  divisionName: division.name, divisionTier: division.tier, seasonLabel: season.label,
                  date: career.currentDate)
    }

    /// The summary of the career stored in `records`.
    init(slot: String, records: CareerSummaryRecords) throws(StoredValueError) {
        self.init(slot: slot,
                  career: try CareerTransformer.model(from: records.career),
                  coach: CoachTransformer.model(from: records.coach),
                  info: TeamInfoTransformer.model(from: records.info),
                  division: DivisionTransformer.model(from: records.division),
                  season: SeasonTransformer.model(from: records.season))
    }
}
