import DataManaging
import GameModels
import LeagueFeature
import TestSupport
import Testing

/// The League's Match stats view: every club of the division in table order with its numbers a match.
@MainActor
@Suite("League: match stats")
struct LeagueNumbersTests {
    let transform = LeagueViewModelTransform()

    func numbersView(_ overview: LeagueOverview) -> ClubNumbersViewModel? {
        let state = LeagueScreenState(isLoading: false, overview: overview, divisionIndex: 0, mode: .numbers,
                                      selectedIndex: 0)
        if case .numbers(let numbers) = transform.transform(state).content { return numbers }
        return nil
    }

    @Test("each club's row: matches counted, then a match shots, on target, share of the ball, corners, fouls; cards in all")
    func rows() throws {
        let numbers = try #require(numbersView(LeagueSamples.pyramid()))
        #expect(numbers.rows.count == 20)
        let first = try #require(numbers.rows.first)
        #expect(first.position == "1")
        #expect(first.figures == ["3", "33.7", "13.3", "100%", "5.0", "11.0", "12", "1"])
        #expect(numbers.emptyMessage == nil)
    }

    @Test("before any match is counted the view says so instead of a list of zeros")
    func empty() throws {
        let numbers = try #require(numbersView(SeasonFixtures.leagueOverview))
        #expect(numbers.rows.isEmpty)
        #expect(numbers.emptyMessage == "No match counted yet this season.")
    }
}
