import DataManaging
@testable import HeadlessCommands
import Testing
import TestSupport

/// `supersoccer leaders`: each board as text columns or JSON, one division or all, a missing one refused in one line.
@MainActor
@Suite struct HeadlessLeadersTests {
    private let league = MockLeagueDataManager()

    private static let bob = Leaderboards.Line(playerId: "p1", playerName: "Bob Puddle", teamId: "t1",
                                               clubName: "Crumpet Rovers", appearances: 12, goals: 9, assists: 4,
                                               averageRating: 7.25, yellowCards: 2, redCards: 1)
    private static let boards = Leaderboards(title: "2026/27", sections: [
        .init(name: "Custard Premiership", boards: [.goals: [bob], .assists: [bob], .rating: [bob], .cards: []]),
        .init(name: "Woolly Jumper League", boards: [:]),
    ])

    @Test func theBoardsOfADivisionAsText() async throws {
        league.leaderboardsResult = .success(Self.boards)
        let text = try await HeadlessLeaders(league: league).leaders(careerId: "ada", scope: .season(year: nil),
                                                                     division: 1, json: false)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Custard Premiership · 2026/27")
        #expect(lines[2] == "Goals" && lines[3] == "  1  Bob Puddle  Crumpet Rovers  9  12 apps")
        #expect(text.contains("Average rating (over half the matches or more)\n  1  Bob Puddle  Crumpet Rovers  7.3  12 apps"))
        #expect(text.hasSuffix("Cards (a red counts as three yellows)\n  nobody yet"))
        #expect(!text.contains("Woolly Jumper League"))
        #expect(league.leaderboardsRequests.map(\.scope) == [.season(year: nil)])
    }

    @Test func theJSONHoldsEveryNumberOfEachPlayer() async throws {
        league.leaderboardsResult = .success(Self.boards)
        let json = try await HeadlessLeaders(league: league).leaders(careerId: "ada", scope: .career, division: nil,
                                                                     json: true)
        #expect(json.contains("\"title\" : \"2026/27\"") && json.contains("\"averageRating\" : 7.25"))
        #expect(json.contains("\"redCards\" : 1") && json.contains("\"name\" : \"Woolly Jumper League\""))
    }

    @Test func aDivisionThePyramidHasNotIsOneLine() async {
        league.leaderboardsResult = .success(Self.boards)
        await #expect(throws: CommandFailure.self) {
            try await HeadlessLeaders(league: league).leaders(careerId: "ada", scope: .season(year: nil), division: 3,
                                                              json: false)
        }
    }
}
