@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
import GRDB
@testable import Persistence
import SeasonEngine
import Testing
import TestSupport
import WorldGenerator

/// Careers written before season play (schema v1) open, gain their season's fixtures and play on.
struct SchemaMigrationTests {
    private static let oldDate = GameDate(year: 2026, month: 8, day: 15)
    private static let career = Career(id: "old", coachId: "c-owls", userTeamId: SeasonWorld.userTeamId,
                                       leagueId: "lg", currentSeasonId: "s2026", worldSeed: SeasonWorld.seed,
                                       currentDate: oldDate)

    private func versionOneCareer(in directory: URL, fixtures: [Match] = []) throws -> URL {
        let url = CareerDatabase.fileURL(slot: "old", in: directory)
        try VersionOneFile.create(at: url, records: CareerRecordSetTransformer.records(
            career: Self.career, world: SeasonWorld.world, fixtures: fixtures))
        return url
    }

    private func expectFixtures(_ expected: [Match], storedIn db: Database) throws {
        let stored = try MatchRecord.order(Column("id")).fetchAll(db)
        #expect(stored == expected.map(MatchTransformer.record(from:)).sorted { $0.id < $1.id })
    }

    @Test func versionOneCareerGainsTheFixturesANewCareerWouldHave() async throws {
        try await withTemporaryDirectory { directory throws in
            let url = try versionOneCareer(in: directory)
            let summary = try await seasonManager(directory).careerSummary(careerId: "old")
            #expect(summary.date == Self.oldDate)

            let expected = FixtureScheduler.fixtures(for: SeasonWorld.world, seed: SeasonWorld.seed)
            #expect(expected.count == 6 * 2 + 15 * 2)
            let queue = try DatabaseQueue(path: url.path)
            try queue.read { db throws in
                #expect(try Int.fetchOne(db, sql: "PRAGMA user_version") == CareerDatabase.schemaVersion)
                try expectFixtures(expected, storedIn: db)
                #expect(try SeasonRecord.fetchOne(db, key: "s2026")?.startDate == "2026-08-15")
                let players = try PlayerRecord.fetchAll(db).map(PlayerTransformer.model(from:))
                #expect(players.count == SeasonWorld.players.count)
                #expect(players.allSatisfy { $0.condition == .fresh })
                // v3: the potential of his age and overall, so an old file's youngsters still grow.
                #expect(players.allSatisfy { $0.potential >= $0.ratings.overall })
                #expect(players.filter { $0.age < 22 && $0.ratings.overall < 90 }.allSatisfy {
                    $0.potential > $0.ratings.overall
                })
            }
        }
    }

    @Test func migratedCareerPlaysFromItsOwnDate() async throws {
        try await withTemporaryDirectory { directory throws in
            _ = try versionOneCareer(in: directory)
            let manager = seasonManager(directory)
            let preview = try await manager.nextMatchDay(careerId: "old")
            #expect(preview.matchDay == 1)
            #expect(preview.date == Self.oldDate)
            let played = try await manager.playMatchDay(careerId: "old", matchDay: 1, lineUp: nil)
            #expect(played.results.count == 2 + 3)
            #expect(played.results.allSatisfy { $0.isPlayed })
            #expect(played.summary.date == Self.oldDate.adding(days: 7))
        }
    }

    @Test func versionOneFixturesAlreadyThereAreKept() async throws {
        try await withTemporaryDirectory { directory throws in
            let own = Match(id: "own-1", seasonId: "s2026", divisionId: "d1", matchDay: 1, homeTeamId: "t-owls",
                            awayTeamId: "t-badgers")
            let url = try versionOneCareer(in: directory, fixtures: [own])
            _ = try await seasonManager(directory).careerSummary(careerId: "old")
            let matches = try DatabaseQueue(path: url.path).read { db in try MatchRecord.fetchAll(db) }
            #expect(matches == [MatchTransformer.record(from: own)])
        }
    }

    @Test func newCareerStoresEveryFixtureOfItsFirstSeason() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let url = CareerDatabase.fileURL(slot: "owls", in: directory)
            let expected = FixtureScheduler.fixtures(for: SeasonWorld.world, seed: SeasonWorld.seed)
            try DatabaseQueue(path: url.path).read { db throws in
                try expectFixtures(expected, storedIn: db)
                #expect(try SeasonRecord.fetchOne(db, key: "s2026")?.startDate == "2026-08-01")
            }
        }
    }

    /// Values of the wrong storage class in a file of an old schema are refused before its migration reads
    /// them (the migration decoded them with trapping accessors and killed the process).
    @Test(arguments: [
        ("UPDATE division SET tier = 'abc'", "division", "tier"),
        ("UPDATE team SET budget = 'abc'", "team", "budget"),
        ("UPDATE career SET worldSeed = 'abc'", "career", "worldSeed"),
        ("UPDATE division SET name = x'00ff'", "division", "name"),
        ("UPDATE player SET overall = 70.5 WHERE rowid = 1", "player", "overall"),
    ])
    func versionOneValuesOfTheWrongTypeAreRefusedBeforeTheMigration(sql: String, table: String,
                                                                    column: String) async throws {
        try await withTemporaryDirectory { directory throws in
            let url = try versionOneCareer(in: directory)
            try DatabaseQueue(path: url.path).writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA foreign_keys = OFF")
                try db.execute(sql: sql)
            }
            let manager = seasonManager(directory)
            let slots = try await manager.listCareers()
            guard case .unreadable(let reason) = slots.first?.status else {
                Issue.record("the career was listed as readable: \(slots)")
                return
            }
            #expect(reason.contains("\(table) ") && reason.contains(" \(column) "), "\(reason)")
            #expect(try DatabaseQueue(path: url.path).read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") } == 1)
        }
    }
}
