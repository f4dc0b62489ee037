@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// The numbers of a match day as stored (schema 9): the user's match side by side in `match_stats`, every
/// club's season totals in `team_stats`, and a career of schema 8 that gains them from its next match.
struct MatchStatsStorageTests {
    private func teamTotals(_ url: URL) throws -> [TeamStatsRecord] {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in try TeamStatsRecord.fetchAll(db) }
    }

    @Test func theUsersMatchKeepsItsNumbersAndEveryClubAddsItsOwn() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let played = try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)
            let report = try #require(played.userMatch)
            let stats = try #require(report.stats)

            let url = CareerDatabase.fileURL(slot: "owls", in: directory)
            let queue = try DatabaseQueue(path: url.path)
            let kept = try queue.read { db in try MatchStatsRecord.fetchAll(db) }
            try queue.close()
            #expect(kept.map(\.matchId) == [report.matchId, report.matchId])
            #expect(kept == MatchStatsTransformer.records(from: stats, matchId: report.matchId))

            let totals = try teamTotals(url)
            #expect(totals.count == played.results.count * 2)
            #expect(totals.allSatisfy { $0.countedMatches == 1 && $0.shots >= $0.shotsOnTarget })
            #expect(totals.allSatisfy { $0.shotsOnTarget >= $0.goalsFor })
            let user = try #require(totals.first { $0.teamId == report.homeTeamId })
            #expect(user.shots == stats.home.shots && user.fouls == stats.home.fouls
                && user.possessionTotal == stats.home.possession)

            let league = try await manager.leagueOverview(careerId: "owls")
            let shown = league.divisions.flatMap(\.numbers.values)
            #expect(shown.count == totals.count && shown.allSatisfy { $0.matches == 1 })
            #expect(league.divisions.flatMap(\.numbers.values).first { $0.teamId == user.teamId }?.totals
                == user.counted)

            _ = try await manager.playMatchDay(careerId: "owls", matchDay: 2, lineUp: nil)
            #expect(try teamTotals(url).allSatisfy { $0.countedMatches == 2 })
            // The club's own page shows the same totals.
            let page = try await manager.teamDetails(careerId: "owls", teamId: user.teamId)
            let stored = try teamTotals(url).first { $0.teamId == user.teamId }
            #expect(page.numbers?.matches == 2 && page.numbers?.totals == stored?.counted)
        }
    }

    @Test func aVersionEightCareerCountsFromItsNextMatch() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            _ = try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)
            let url = CareerDatabase.fileURL(slot: "owls", in: directory)
            try rewindCareer(at: url, toVersion: 8, droppingTables: [])

            let reopened = seasonManager(directory)
            _ = try await reopened.playMatchDay(careerId: "owls", matchDay: 2, lineUp: nil)
            let totals = try teamTotals(url)
            #expect(totals.allSatisfy { $0.won + $0.drawn + $0.lost == 2 && $0.countedMatches == 1 })
            #expect(totals.allSatisfy { $0.shots > 0 || $0.countedMatches == 0 })
        }
    }
}
