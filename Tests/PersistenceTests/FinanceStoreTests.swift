import GRDB
@testable import Persistence
import Testing

/// `FinanceStore.add`: a club's season row gains each kind it books; its balance every change.
struct FinanceStoreTests {
    /// A current-schema database with two clubs' balances and no references checked (the store writes, it does not
    /// look anything up).
    private func store() throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        let queue = try DatabaseQueue(configuration: configuration)
        try CareerSchema.migrator.migrate(queue)
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO team (id, infoId, divisionId, coachId, budget) VALUES ('a', 'i', 'd', NULL, 1000),
                    ('b', 'i', 'd', NULL, 2000)
                """)
        }
        return queue
    }

    @Test func everyKindAddsToItsColumnAndTheBalanceMoves() throws {
        let queue = try store()
        let day = [
            FinanceStore.ClubChange(teamId: "a", totals: [("wages", 50), ("gate", 30), ("wages", 5)], balanceChange: -25),
            FinanceStore.ClubChange(teamId: "b", totals: [("television", 7)], balanceChange: 7),
        ]
        try queue.write { db in
            try FinanceStore.add(day, seasonId: "s", in: db)
            try FinanceStore.add([FinanceStore.ClubChange(teamId: "a", totals: [("gate", 1)], balanceChange: 1)],
                                 seasonId: "s", in: db)
        }
        let (totals, budgets) = try queue.read { db in
            (try ClubMoneyRecord.fetchAll(db).map { "\($0.teamId) \($0.kind) \($0.amount)" }.sorted(),
             try Int.fetchAll(db, sql: "SELECT budget FROM team ORDER BY id"))
        }
        #expect(totals == ["a gate 31", "a wages 55", "b television 7"])
        #expect(budgets == [976, 2007])
    }

    @Test func aKindOfMoneyItDoesNotKnowIsRefused() throws {
        let queue = try store()
        #expect(throws: StoredValueError(message: #""bribes" is no kind of money"#)) {
            try queue.write { db in
                try FinanceStore.add([FinanceStore.ClubChange(teamId: "a", totals: [("bribes", 5)], balanceChange: 5)],
                                     seasonId: "s", in: db)
            }
        }
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT budget FROM team WHERE id = 'a'") } == 1000)
    }
}
