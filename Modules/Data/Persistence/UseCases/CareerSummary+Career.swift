import DataManaging
import GameModels

extension CareerSummary {
    /// The summary of `career`; `slot` rather than the stored id names it, since a file may be renamed or imported.
    init(slot: String, career: Career, coach: Coach, info: TeamInfo, division: Division, season: Season) {
        self.init(careerId: slot, coachName: coach.fullName, teamId: career.userTeamId, clubName: info.name,
                  divisionName: division.name, divisionTier: division.tier, seasonLabel: season.label,
                  date: career.currentDate)
    }
}
