import Foundation
import GameModels
import Testing
@testable import SeasonEngine

@Suite("Simulation summary")
struct SimulationSummaryTests {
    private static let divisions = [
        Division(id: "low", leagueId: "l", name: "Low", tier: 2), Division(id: "top", leagueId: "l", name: "Top", tier: 1),
    ]

    private static func season(_ number: Int, _ scores: [(Int, Int)]) -> SimulatedSeason {
        let matches = scores.enumerated().map { index, score in
            Match(id: "\(number)-\(index)", seasonId: "s", divisionId: "top", matchDay: index + 1,
                  homeTeamId: index.isMultiple(of: 2) ? "a" : "b", awayTeamId: index.isMultiple(of: 2) ? "b" : "a",
                  homeGoals: score.0, awayGoals: score.1)
        }
        return SimulatedSeason(number: number, year: 2025 + number, seed: 0, matches: matches, matchDays: [], standings: [
            "top": LeagueTable.standings(seasonId: "s", teamIds: ["a", "b"], matches: matches),
            "low": LeagueTable.standings(seasonId: "s", teamIds: ["c"], matches: []),
        ])
    }

    private static func summary(_ seasons: [SimulatedSeason]) -> SimulationSummary {
        var tally = SimulationTally(divisions: divisions, clubNames: ["a": "Aardvark Athletic", "b": "Badger Town"])
        seasons.forEach { tally.add($0) }
        return tally.summary(seed: 9, seasons: seasons.count)
    }

    @Test("averages and result shares per match")
    func figures() {
        let summary = Self.summary([Self.season(1, [(2, 1), (1, 1), (0, 0), (0, 2)]), Self.season(2, [(7, 0), (0, 0)])])
        #expect(summary.seed == 9 && summary.seasons == 2 && summary.matches == 6)
        #expect(summary.goalsPerMatch == 14.0 / 6)
        #expect(summary.homeGoalsPerMatch == 10.0 / 6 && summary.awayGoalsPerMatch == 4.0 / 6)
        #expect(summary.homeWinShare == 2.0 / 6 && summary.drawShare == 3.0 / 6 && summary.awayWinShare == 1.0 / 6)
        #expect(summary.goallessShare == 2.0 / 6)
        #expect(summary.share(ofMarginsOfAtLeast: 6) == 1.0 / 6)
        #expect(abs(summary.share(ofMarginsOfAtLeast: 1) - 0.5) < 1e-12)
    }

    @Test("scorelines: most frequent first, then fewer goals, then fewer home goals")
    func scorelineOrder() {
        let summary = Self.summary([Self.season(1, [(2, 1), (1, 2), (1, 0), (0, 1), (0, 1), (3, 3), (0, 3), (0, 0)])])
        #expect(summary.scorelines.map { "\($0.home)-\($0.away)" } == ["0-1", "0-0", "1-0", "0-3", "1-2", "2-1", "3-3"])
        #expect(summary.scorelines.first?.share == 2.0 / 8)
        #expect(summary.scorelines.reduce(0) { $0 + $1.share } == 1)
    }

    @Test("a table per season and division, by tier, points champion first")
    func tables() {
        let summary = Self.summary([Self.season(1, [(2, 1), (1, 1)]), Self.season(2, [(0, 1), (1, 0)])])
        #expect(summary.tables == [
            .init(season: 1, year: 2026, division: 1, clubs: ["Aardvark Athletic", "Badger Town"], points: [4, 1]),
            .init(season: 1, year: 2026, division: 2, clubs: ["c"], points: [0]),
            .init(season: 2, year: 2027, division: 1, clubs: ["Badger Town", "Aardvark Athletic"], points: [6, 0]),
            .init(season: 2, year: 2027, division: 2, clubs: ["c"], points: [0]),
        ])
    }

    @Test("no seasons give zeros, not NaN")
    func empty() {
        let summary = Self.summary([])
        #expect(summary.matches == 0 && summary.goalsPerMatch == 0 && summary.drawShare == 0)
        #expect(summary.scorelines.isEmpty && summary.tables.isEmpty)
    }

    @Test("JSON carries exactly the keys of `supersoccer simulate --json` and reads back equal")
    func json() throws {
        let summary = Self.summary([Self.season(1, [(2, 1), (0, 0)])])
        let data = try JSONEncoder().encode(summary)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["seed", "seasons", "matches", "goalsPerMatch", "homeGoalsPerMatch",
                                     "awayGoalsPerMatch", "homeWinShare", "drawShare", "awayWinShare", "scorelines",
                                     "tables", "health", "champions", "promoted", "relegated", "finances",
                                     "transfers", "matchStats", "cups"])
        let scoreline = try #require((object["scorelines"] as? [[String: Any]])?.first)
        #expect(Set(scoreline.keys) == ["home", "away", "share"])
        let table = try #require((object["tables"] as? [[String: Any]])?.first)
        #expect(Set(table.keys) == ["season", "year", "division", "clubs", "points"])
        #expect(try JSONDecoder().decode(SimulationSummary.self, from: data) == summary)
    }
}
