@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// A career written by the schema-v2 game (Fixtures/README.md) opens, migrates to the current schema and
/// plays on — through its season's end into the next.
struct VersionTwoCareerTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/v2-career.sqlite")

    @Test func aVersionTwoCareerMigratesAndPlaysIntoTheNextSeason() async throws {
        try await withTemporaryDirectory { directory throws in
            let url = CareerDatabase.fileURL(slot: "v2", in: directory)
            try FileManager.default.copyItem(at: Self.fixture, to: url)
            let manager = SQLiteDataManager(dataDirectory: directory)

            let slots = try await manager.listCareers()
            let summary = try #require(slots.first?.summary)
            #expect(summary.clubName == "Hiccupborough Rovers" && summary.seasonLabel == "2026/27")
            #expect(try await manager.nextMatchDay(careerId: "v2").matchDay == 3)

            let queue = try DatabaseQueue(path: url.path)
            try queue.read { db in
                #expect(try Int.fetchOne(db, sql: "PRAGMA user_version") == CareerDatabase.schemaVersion)
                let players = try PlayerRecord.fetchAll(db).map(PlayerTransformer.model(from:))
                #expect(players.allSatisfy { $0.potential >= $0.ratings.overall })
                #expect(players.contains { $0.potential > $0.ratings.overall })
                // Season lines gained their club and rating total from the v2 file's match rows.
                let lines = try PlayerStatsRecord.filter(Column("appearances") > 0).fetchAll(db)
                #expect(!lines.isEmpty && lines.allSatisfy { $0.teamId != nil && $0.ratingTotal > 0 })
            }
            try queue.close()

            let result = try await manager.advance(careerId: "v2", .seasons(1))
            #expect(result.days.first?.matchDay == 3)
            #expect(result.seasonEnds.map(\.finishedSeasonLabel) == ["2026/27"])
            #expect(result.summary.seasonLabel == "2027/28")
            #expect(try await manager.nextMatchDay(careerId: "v2").matchDay == 1)
        }
    }
}
