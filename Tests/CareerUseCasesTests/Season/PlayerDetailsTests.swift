@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
import GRDB
@testable import Persistence
import Testing
import TestSupport

struct PlayerDetailsTests {
    @Test func beforeHisFirstMatchAPlayerHasAnEmptySeason() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let details = try await manager.playerDetails(careerId: "owls", playerId: "t-owls-p3")

            #expect(details.player == SeasonWorld.players.first { $0.id == "t-owls-p3" })
            #expect(details.clubName == "Owls Athletic")
            #expect(details.divisionName == "Top Tier")
            #expect(details.currentSeason == PlayerDetails.SeasonLine(
                seasonLabel: "2026/27", clubName: "Owls Athletic",
                stats: PlayerStats(playerId: "t-owls-p3", seasonId: "s2026"), averageRating: nil))
            #expect(details.seasons == [details.currentSeason])
        }
    }

    @Test func playedMatchesMakeHisSeasonLine() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            _ = try await manager.advance(careerId: "owls", .matchDays(3))
            let stored = try StoredSeason(slot: "owls", in: directory)
            // The user's club: its matches keep their performances, to check the season line against.
            let scorer = try #require(stored.playerStats.filter { $0.goals > 0 && $0.teamId == SeasonWorld.userTeamId }
                .first)
            let details = try await manager.playerDetails(careerId: "owls", playerId: scorer.playerId)

            #expect(details.currentSeason.stats == PlayerStatsTransformer.model(from: scorer))
            let ratings = stored.performances.filter { $0.playerId == scorer.playerId && $0.minutesPlayed > 0 }
                .map(\.rating)
            let average = try #require(details.currentSeason.averageRating)
            #expect(abs(average - ratings.reduce(0, +) / Double(ratings.count)) < 1e-9)
            #expect(details.careerTotals.goals == scorer.goals)
        }
    }

    @Test func earlierSeasonsFollowTheCurrentNewestFirst() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            // Seasons as a file gains them without season play (the benchmark's history): no start date,
            // no matches, only totals.
            let queue = try DatabaseQueue(path: CareerDatabase.fileURL(slot: "owls", in: directory).path)
            try queue.write { db in
                for (year, goals) in [(2024, 7), (2025, 3)] {
                    try SeasonRecord(id: "s\(year)", leagueId: "lg", year: year, startDate: nil).insert(db)
                    try PlayerStatsRecord(playerId: "t-owls-p15", seasonId: "s\(year)", appearances: 20, goals: goals,
                                          assists: 1, yellowCards: 2, redCards: 0, ratingTotal: 0, teamId: nil).insert(db)
                }
                try SeasonRecord(id: "s2023", leagueId: "lg", year: 2023, startDate: nil).insert(db)
            }
            try queue.close()

            let details = try await manager.playerDetails(careerId: "owls", playerId: "t-owls-p15")
            #expect(details.seasons.map(\.seasonLabel) == ["2026/27", "2025/26", "2024/25"])
            #expect(details.seasons[1] == PlayerDetails.SeasonLine(
                seasonLabel: "2025/26", clubName: nil,
                stats: PlayerStats(playerId: "t-owls-p15", seasonId: "s2025", appearances: 20, goals: 3, assists: 1,
                                   yellowCards: 2),
                averageRating: nil))
            #expect(details.careerTotals.goals == 10)
            #expect(details.careerTotals.appearances == 40)
        }
    }

    @Test func freeAgentHasNoClub() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let details = try await manager.playerDetails(careerId: "owls", playerId: "free-agent")
            #expect(details.clubName == nil && details.divisionName == nil)
            #expect(details.currentSeason.clubName == nil)
        }
    }

    @Test func unknownPlayerIsReported() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            await #expect(throws: DataError.playerNotFound("nobody")) {
                try await manager.playerDetails(careerId: "owls", playerId: "nobody")
            }
        }
    }
}
