@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// The record books read from the season archive after two season ends.
struct HistoryTests {
    @Test func twoFinishedSeasonsMakeChampionsAClubRecordAndPastTables() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let empty = try await manager.history(careerId: "owls")
            #expect(empty.champions.isEmpty && empty.clubSeasons.isEmpty && empty.clubName == "Owls Athletic")

            _ = try await manager.advance(careerId: "owls", .toSeasonEnd)
            let firstTables = try await manager.leagueOverview(careerId: "owls").divisions.map(\.table)
            _ = try await manager.advance(careerId: "owls", .seasons(1))
            let afterOne = try await manager.history(careerId: "owls").records.last?.detail ?? ""
            #expect(afterOne.hasSuffix(" in 1 season"), "\(afterOne)")
            _ = try await manager.advance(careerId: "owls", .seasons(1))
            let history = try await manager.history(careerId: "owls")

            #expect(history.champions.map(\.seasonLabel) == ["2026/27", "2026/27", "2027/28", "2027/28"])
            #expect(history.champions.prefix(2).map(\.clubName) == firstTables.map { $0.rows[0].clubName })
            #expect(history.clubSeasons.map(\.seasonLabel) == ["2026/27", "2027/28"])
            let first = try #require(history.clubSeasons.first)
            let owls = try #require(firstTables[0].rows.first { $0.teamId == SeasonWorld.userTeamId })
            #expect(first.position == owls.position && first.points == owls.points && first.tier == 1)
            #expect(first.move == (owls.position > 2 ? "relegated" : nil))
            // Each season's top scorer is the club's leading scorer of that season, read here season by season.
            let file = try ruleCheckingQueue(CareerDatabase.fileURL(slot: "owls", in: directory))
            for (season, year) in zip(history.clubSeasons, [2026, 2027]) {
                let leader = try file.read { db in
                    try Row.fetchOne(db, sql: """
                        SELECT p.firstName || ' ' || p.lastName AS name, ps.goals
                        FROM player_stats ps JOIN player p ON p.id = ps.playerId JOIN season s ON s.id = ps.seasonId
                        WHERE s.year = ? AND ps.teamId = ? AND ps.goals > 0 ORDER BY ps.goals DESC, name LIMIT 1
                        """, arguments: [year, SeasonWorld.userTeamId])
                }
                #expect(season.topScorer == leader?["name"] && season.topScorerGoals == leader?["goals"] ?? 0)
                #expect(leader != nil)
            }
            #expect(history.records.map(\.title)
                == ["Biggest win", "Biggest giant-killing", "Most goals in a season", "Most appearances"])
            // Both seasons' cups were played to their finals; the club went out somewhere or won it.
            #expect(history.cups.map(\.seasonLabel) == ["2026/27", "2027/28"])
            let firstCup = try await manager.cup(careerId: "owls", year: 2026)
            #expect(history.cups.first?.winner == firstCup.winnerTeamId.map(firstCup.name(of:)))
            #expect(history.cups.allSatisfy { $0.clubRun != "–" && $0.winner != $0.runnerUp })
            #expect(history.records.last?.detail.hasSuffix(" in 2 seasons") == true)

            let archived = try await manager.seasonTables(careerId: "owls", year: 2026)
            #expect(archived.isFinished && archived.seasonLabel == "2026/27")
            #expect(archived.tables == firstTables)
            let current = try await manager.seasonTables(careerId: "owls", year: 2028)
            #expect(current.seasonLabel == "2028/29" && !current.isFinished)
            await #expect(throws: DataError.seasonNotFound(year: 2030, first: 2026, current: 2028)) {
                try await manager.seasonTables(careerId: "owls", year: 2030)
            }
        }
    }
}
