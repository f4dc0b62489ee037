@testable import CareerUseCases
import DataManaging
import GRDB
@testable import Persistence
import TestSupport
import Testing

/// The use cases need no file (issue #16 item 3): a career stored in an in-memory database plays its match days there,
/// and plays the same world as the same career in a file played through `SQLiteDataManager`.
struct InMemoryStoreTests {
    private func inMemoryCareer() throws -> DatabaseQueue {
        var configuration = Configuration()
        ContentCheckFunctions.install(in: &configuration)
        let queue = try DatabaseQueue(configuration: configuration)
        try CareerSchema.migrator.migrate(queue)
        let new = try NewCareerBuilder.build(slot: "owls", firstName: "Ada", lastName: "Lovelace",
                                             teamId: SeasonWorld.userTeamId, world: SeasonWorld.world)
        try queue.write { db in
            try CareerStore.insert(CareerRecordSetTransformer.records(career: new.career, world: new.world,
                                                                      fixtures: new.fixtures), into: db)
            try NewCareerMessages.post(in: db)
        }
        return queue
    }

    private func playDay(_ queue: DatabaseQueue) throws -> PlayedMatchDay {
        try queue.write { db in
            try MatchDayPlayer.play(slot: "owls", requested: nil, lineUp: nil, assistantTrades: false,
                                    managerPlaysCupTie: false, in: db, afterMatchWritten: { _ in }).played
        }
    }

    /// Every stored score of the first three match days, as `id homeGoals-awayGoals`.
    private func scores(_ reader: some DatabaseReader) throws -> [String] {
        try reader.read { db in
            try String.fetchAll(db, sql: """
                SELECT id || ' ' || homeGoals || '-' || awayGoals FROM match
                WHERE matchDay <= 3 AND homeGoals IS NOT NULL ORDER BY id
                """)
        }
    }

    @Test func matchDaysArePlayedAndStoredInMemoryAsInAFile() async throws {
        let queue = try inMemoryCareer()
        let inMemory = try (1...3).map { _ in try playDay(queue) }
        #expect(inMemory.map(\.matchDay) == [1, 2, 3])
        let stored = try scores(queue)
        #expect(stored.count == inMemory.map(\.results.count).reduce(0, +))
        #expect(!stored.isEmpty)

        try await withTemporaryDirectory { directory in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let days = try await manager.advance(careerId: "owls", .matchDays(3)).days
            #expect(days.map(\.date) == inMemory.map(\.date))
            let file = try ruleCheckingQueue(CareerDatabase.fileURL(slot: "owls", in: directory))
            #expect(try scores(file) == stored)
        }
    }
}
