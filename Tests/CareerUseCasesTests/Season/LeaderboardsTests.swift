@testable import CareerUseCases
import DataManaging
import Foundation
@testable import Persistence
import SeasonEngine
import Testing
import TestSupport

/// The leaderboards as a career stores them (issue #42): a season's by division, the career's over every season.
struct LeaderboardsTests {
    @Test func aSeasonsBoardsFollowItsSeasonLinesAndTheCareersSumThem() async throws {
        try await withTemporaryDirectory { directory in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            _ = try await manager.advance(careerId: "owls", .toSeasonEnd)
            let first = try await manager.leaderboards(careerId: "owls", scope: .season(year: nil))
            #expect(first.title == "2026/27" && first.sections.map(\.name) == ["Top Tier", "Second Tier"])
            let goals = try #require(first.sections[0].boards[.goals])
            #expect(!goals.isEmpty && goals.count <= SeasonLeaders.length)
            #expect(zip(goals, goals.dropFirst()).allSatisfy { $0.goals >= $1.goals })
            // Every top-tier scorer played for a top-tier club.
            let topTier: Set<String> = ["t-owls", "t-badgers", "t-cranes", "t-dingos"]
            #expect(goals.allSatisfy { topTier.contains($0.teamId) })
            // Rated over half of the 6 rounds or more.
            #expect(try #require(first.sections[0].boards[.rating]).allSatisfy { $0.appearances >= 3 })

            _ = try await manager.advance(careerId: "owls", .matchDays(3))
            let career = try await manager.leaderboards(careerId: "owls", scope: .career)
            let past = try await manager.leaderboards(careerId: "owls", scope: .season(year: 2026))
            #expect(past == first, "a finished season's boards do not move")
            let best = try #require(career.sections.first?.boards[.goals]?.first)
            let pastGoals = first.sections.flatMap { $0.boards[.goals] ?? [] }.first { $0.playerId == best.playerId }?.goals
            #expect(best.goals >= (pastGoals ?? 0))
            await #expect(throws: DataError.seasonNotFound(year: 1999, first: 2026, current: 2027)) {
                try await manager.leaderboards(careerId: "owls", scope: .season(year: 1999))
            }
        }
    }
}
