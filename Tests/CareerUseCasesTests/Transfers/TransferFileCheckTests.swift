@testable import CareerUseCases
import DataManaging
import Foundation
import GRDB
@testable import Persistence
import TestSupport
import Testing

/// The market's tables in a career file changed behind the game's back, and a v6 career that gains them.
struct TransferFileCheckTests {
    /// Career `owls` with `sql` applied to its file directly; the reason it is listed unreadable, if it is.
    private func unreadableReason(after sql: String, in directory: URL) async throws -> String? {
        let manager = fixtureManager(directory)
        _ = try await manager.createNewCareer(ownersRequest())
        try await DatabaseQueue(path: CareerDatabase.fileURL(slot: "owls", in: directory).path)
            .writeWithoutTransaction { db in try db.execute(sql: sql) }
        guard case .unreadable(let reason) = try await manager.listCareers().first?.status else { return nil }
        return reason
    }

    private static let bid = "INSERT INTO transfer_bid (seasonId, date, playerId, biddingTeamId, sellingTeamId, fee, "
        + "value, status) SELECT (SELECT id FROM season), '2026-08-01', id, teamId, teamId"
    private static let move = "INSERT INTO transfer (seasonId, date, playerId, age, fromTeamId, toTeamId, fee, "
        + "weeklyWage, seasons) SELECT (SELECT id FROM season), '2026-08-01', id, 25, NULL, teamId"

    @Test(arguments: [
        (bid + ", -1, 5, 'open' FROM player LIMIT 1", "transfer_bid", "fee"),
        (bid + ", 1, 5, 'sold' FROM player LIMIT 1", "transfer_bid", "status"),
        (bid + ", 1, 5, 'countered' FROM player LIMIT 1; UPDATE transfer_bid SET counterFee = 1e300", "transfer_bid",
         "counterFee"),
        (move + ", 0, -100, 2 FROM player LIMIT 1", "transfer", "weeklyWage"),
        (move + ", 0, 100, 99 FROM player LIMIT 1", "transfer", "seasons"),
        (move.replacingOccurrences(of: "'2026-08-01'", with: "'soon'") + ", 0, 100, 2 FROM player LIMIT 1",
         "transfer", "date"),
        ("INSERT INTO shortlist SELECT id, -3 FROM player LIMIT 1", "shortlist", "position"),
    ])
    func anOutOfRangeMarketValueMakesTheCareerUnreadable(sql: String, table: String, column: String) async throws {
        try await withTemporaryDirectory { directory in
            let reason = try #require(try await unreadableReason(after: sql, in: directory))
            #expect(reason.hasPrefix("stored data is invalid: \(table) ") && reason.contains(" \(column) is "))
        }
    }

    @Test func aShortlistedPlayerWhoIsNoPlayerIsRefused() async throws {
        try await withTemporaryDirectory { directory in
            let reason = try await unreadableReason(
                after: "PRAGMA foreign_keys = OFF; INSERT INTO shortlist VALUES ('nobody', 1)", in: directory)
            #expect(reason == "stored data is invalid: a shortlist row playerId points at no player")
        }
    }

    @Test func aVersionSevenCareerGainsTheMarketAndTrades() async throws {
        try await withTemporaryDirectory { directory in
            let career = try await TransferCareer(directory)
            try career.edit { db in
                try undoSchemaThirteen(in: db)
                try undoSchemaTwelve(in: db)
                try undoSchemaEleven(in: db)
                try undoSchemaTen(in: db)
                try undoSchemaNine(in: db)
                for table in ["transfer_bid", "transfer", "shortlist"] { try db.execute(sql: "DROP TABLE \(table)") }
                try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier IN ('v8', 'v9', 'v10', 'v11', 'v12', 'v13')")
                try db.execute(sql: "PRAGMA user_version = 7")
            }
            let status = try await career.manager.transferMarketStatus(careerId: TransferCareer.slot)
            #expect(status.squadLimits == 20...32)
            #expect(try career.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") } == CareerDatabase.schemaVersion)
            try await playAsManager(career.manager, careerId: TransferCareer.slot, days: 2)
            #expect(try await !career.manager.incomingBids(careerId: TransferCareer.slot).isEmpty)
        }
    }
}
