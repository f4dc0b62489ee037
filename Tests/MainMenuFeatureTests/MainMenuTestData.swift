import DataManaging
import GameModels
import TestSupport

/// Career slots beyond the shared fixtures, for lists with several careers.
enum MainMenuTestData {
    static func readySlot(_ slot: String, coach: String = "Bo Tumble", club: String = "Sporting Wobbleton",
                          date: GameDate = GameDate(year: 2031, month: 12, day: 25)) -> CareerSlot {
        CareerSlot(slot: slot, status: .ready(CareerSummary(
            careerId: "id-\(slot)", coachName: coach, teamId: "team-2", clubName: club,
            divisionName: "The Gravy Championship", divisionTier: 2, seasonLabel: "2031/32", date: date)))
    }
}
