@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
import Testing
import TestSupport
import TransferMarket

/// Issue #39 item 3: the latest scores beside the manager's live match are the results the day then stores — on a
/// window day too, where the computer clubs' market round goes first and the matches are played by the squads it
/// leaves (the ticker once played them with the squads from before it).
struct LiveTickerTests {
    @Test func theLatestScoresAreTheResultsTheDayStoresOnWindowDaysToo() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let manager = career.manager
            let slot = TransferCareer.slot
            let calendar = TransferCalendar(matchDays: 38)
            var windowDaysWithMoves = 0
            var compared = 0
            // The pre-season window and the first days after it.
            for _ in 1...6 {
                let preview = try await manager.nextMatchDay(careerId: slot)
                let userMatch = try #require(preview.userMatch)
                let live = try await manager.startLiveMatch(careerId: slot, matchDay: preview.matchDay,
                                                            lineUp: userMatch.user.suggestedLineUp,
                                                            instruction: userMatch.instruction)
                let movesBefore = try career.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM transfer") ?? 0 }
                _ = try await manager.finishLiveMatch(careerId: slot)
                let movesAfter = try career.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM transfer") ?? 0 }
                if calendar.window(nextMatchDay: preview.matchDay) != nil, movesAfter > movesBefore {
                    windowDaysWithMoves += 1
                }
                let stored = try StoredSeason(slot: slot, in: directory).matches
                for score in live.latestScores {
                    let match = try #require(stored.first { $0.id == score.matchId })
                    #expect(match.homeGoals == score.homeGoalMinutes.count && match.awayGoals == score.awayGoalMinutes.count,
                            "match day \(preview.matchDay): \(score.homeName) – \(score.awayName)")
                    compared += 1
                }
            }
            #expect(windowDaysWithMoves > 0, "the market moved players on a window day the ticker showed")
            #expect(compared > 20)
        }
    }
}
