import GameModels
import GRDB
@testable import Persistence
import Testing
import TestSupport

struct CareerStoreTests {
    private func migratedDatabase() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try CareerSchema.migrator.migrate(queue)
        return queue
    }

    private func storedFixture() throws -> DatabaseQueue {
        let queue = try migratedDatabase()
        try queue.write { db in try CareerStore.insert(FixtureCareer.records, into: db) }
        return queue
    }

    @Test func schemaStampsIdentityAndVersion() throws {
        let queue = try migratedDatabase()
        try queue.read { db throws in
            #expect(try Int32.fetchOne(db, sql: "PRAGMA application_id") == CareerDatabase.applicationID)
            #expect(try Int.fetchOne(db, sql: "PRAGMA user_version") == CareerDatabase.schemaVersion)
        }
        #expect(CareerSchema.migrator.migrations.count == CareerDatabase.schemaVersion)
    }

    @Test func schemaHasEveryTableAndIndexesEveryForeignKey() throws {
        let queue = try migratedDatabase()
        let tables = ["career", "league", "division", "team_info", "team", "coach", "player", "season", "match",
                      "player_stats", "team_stats", "match_event", "player_match"]
        try queue.read { db throws in
            for table in tables {
                #expect(try db.tableExists(table), "missing table \(table)")
                let foreignKeys = try db.foreignKeys(on: table)
                let leadingColumns = Set(try db.indexes(on: table).compactMap(\.columns.first))
                let primaryKey = try db.primaryKey(table).columns.first
                for column in foreignKeys.flatMap({ $0.mapping.map(\.origin) }) where table != "career" {
                    #expect(leadingColumns.contains(column) || primaryKey == column,
                            "\(table).\(column) has no index")
                }
            }
        }
    }

    /// A match day reads the season's rows of every table that keeps them by season: each is found by an index,
    /// never by scanning every season's rows (issue #16: season 20 as fast as season 1).
    @Test func everyTableKeptBySeasonIsIndexedBySeason() throws {
        try migratedDatabase().read { db throws in
            let tables = try String.fetchAll(db, sql: """
                SELECT m.name FROM sqlite_master m
                WHERE m.type = 'table' AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) WHERE name = 'seasonId')
                """)
            #expect(tables.count >= 12)
            for table in tables {
                let leading = Set(try db.indexes(on: table).compactMap(\.columns.first))
                let primary = try db.primaryKey(table).columns.first
                #expect(leading.contains("seasonId") || primary == "seasonId", "\(table) has no index by season")
            }
        }
    }

    @Test func matchesAreIndexedBySeasonAndMatchDay() throws {
        let indexes = try migratedDatabase().read { db in try db.indexes(on: "match") }
        #expect(indexes.contains { $0.columns == ["seasonId", "matchDay"] })
    }

    /// The record books' biggest win reads the wins by five or more through `match_wide_margin`, not every match.
    @Test func theBiggestWinIsFoundThroughTheIndexOfWideWins() throws {
        let plan = try migratedDatabase().read { db in
            try Row.fetchAll(db, sql: """
                EXPLAIN QUERY PLAN SELECT MAX(ABS(m.homeGoals - m.awayGoals)) FROM match m
                WHERE ABS(m.homeGoals - m.awayGoals) >= \(HistoryStore.wideMargin)
                """).map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("USING") && $0.contains("INDEX match_wide_margin") }, "\(plan)")
    }

    @Test func fixtureWorldRoundTripsThroughStorage() throws {
        let queue = try storedFixture()
        let records = FixtureCareer.records
        try queue.read { db throws in
            #expect(try CareerRecord.fetchAll(db) == [records.career])
            #expect(try LeagueRecord.fetchAll(db) == [records.league])
            #expect(try SeasonRecord.fetchAll(db) == [records.season])
            #expect(try DivisionRecord.order(Column("id")).fetchAll(db) == records.divisions.sorted { $0.id < $1.id })
            #expect(try TeamInfoRecord.order(Column("id")).fetchAll(db) == records.teamInfos.sorted { $0.id < $1.id })
            #expect(try TeamRecord.order(Column("id")).fetchAll(db) == records.teams.sorted { $0.id < $1.id })
            #expect(try CoachRecord.order(Column("id")).fetchAll(db) == records.coaches.sorted { $0.id < $1.id })
            #expect(try PlayerRecord.order(Column("id")).fetchAll(db) == records.players.sorted { $0.id < $1.id })
            #expect(try MatchRecord.order(Column("id")).fetchAll(db) == records.matches.sorted { $0.id < $1.id })
        }
        // And back to the very client models that went in.
        let players = try queue.read { db in try PlayerRecord.fetchAll(db) }.map(PlayerTransformer.model(from:))
        #expect(Set(players) == Set(FixtureWorld.players))
    }

    @Test func summaryRecordsFollowTheCareerRow() throws {
        let records = try storedFixture().read { db in try CareerStore.summaryRecords(in: db) }
        #expect(records.coach.id == "c-owls")
        #expect(records.team.id == "t-owls")
        #expect(records.info.name == "Owls Athletic")
        #expect(records.division.id == "d1")
        #expect(records.season.id == "s2026")
    }

    @Test func summaryRecordsOfAnEmptyCareerFileAreRefused() throws {
        #expect(throws: StoredValueError(message: "the career row is missing")) {
            try migratedDatabase().read { db in try CareerStore.summaryRecords(in: db) }
        }
    }

    @Test func teamDetailsRecordsHoldTheSquadOnly() throws {
        let queue = try storedFixture()
        let yaks = try #require(try queue.read { db in try CareerStore.teamDetailsRecords(teamId: "t-yaks", in: db) })
        #expect(yaks.info.name == "Yak Town")
        #expect(yaks.division.id == "d2")
        #expect(yaks.coach == nil)
        #expect(Set(yaks.players.map(\.id)) == Set((0..<6).map { "t-yaks-p\($0)" }))
        #expect(try queue.read { db in try CareerStore.teamDetailsRecords(teamId: "t-none", in: db) } == nil)
    }

    @Test func aPlayerOfAMissingTeamBreaksTheTransaction() throws {
        let queue = try migratedDatabase()
        let ghost = PlayerTransformer.record(from: FixtureWorld.player(id: "ghost", teamId: "t-ghost",
                                                                       position: .forward, level: 50))
        #expect(throws: DatabaseError.self) {
            try queue.write { db in
                try CareerStore.insert(FixtureCareer.records, into: db)
                try ghost.insert(db)
            }
        }
        #expect(try queue.read { db in try PlayerRecord.fetchCount(db) } == 0)
    }
}
