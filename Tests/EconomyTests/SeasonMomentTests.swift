import Economy
import GameModels
import Testing

@Suite("Season moment")
struct SeasonMomentTests {
    @Test("a contract runs to the end of its last season, counted in the calendar's weeks")
    func seasonsLeft() {
        let contract = Contract(weeklyWage: 1_000, endSeason: 2028)
        #expect(SeasonMoment(seasonYear: 2026, weeksPlayed: 0, weeksInSeason: 38).seasonsLeft(on: contract) == 3)
        #expect(SeasonMoment(seasonYear: 2028, weeksPlayed: 19, weeksInSeason: 38).seasonsLeft(on: contract) == 0.5)
        #expect(SeasonMoment(seasonYear: 2028, weeksPlayed: 38, weeksInSeason: 38).seasonsLeft(on: contract) == 0)
        #expect(SeasonMoment(seasonYear: 2030, weeksPlayed: 0, weeksInSeason: 38).seasonsLeft(on: contract) == 0)
    }

    @Test("weeks out of range are pulled into the season")
    func clamped() {
        let moment = SeasonMoment(seasonYear: 2026, weeksPlayed: 50, weeksInSeason: 34)
        #expect(moment.weeksPlayed == 34)
        #expect(SeasonMoment(seasonYear: 2026, weeksPlayed: -3, weeksInSeason: 34).weeksPlayed == 0)
    }

    /// A release pays up every week the contract still runs: this season's weeks left and 38 more a season after it.
    @Test func aReleasePaysAWeeklyWageForEveryWeekLeft() {
        let moment = SeasonMoment(seasonYear: 2026, weeksPlayed: 10, weeksInSeason: 38)
        #expect(moment.weeksLeft(on: Contract(weeklyWage: 1_000, endSeason: 2026)) == 28)
        #expect(moment.weeksLeft(on: Contract(weeklyWage: 1_000, endSeason: 2028)) == 28 + 2 * 38)
        #expect(moment.weeksLeft(on: Contract(weeklyWage: 1_000, endSeason: 2025)) == 0)
        #expect(moment.payOff(releasing: Contract(weeklyWage: 1_000, endSeason: 2027)) == 66_000)
    }
}
