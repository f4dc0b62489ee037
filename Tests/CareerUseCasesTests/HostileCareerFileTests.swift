@testable import CareerUseCases
import DataManaging
import Foundation
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// Career files changed behind the game's back: listed as unreadable with the reason, refused in one line
/// by every use, never trusted into a trap and never run (a trigger).
struct HostileCareerFileTests {
    /// Creates career `owls` and applies `sql` to its file directly.
    private func tamperedCareer(_ sql: String, in directory: URL) async throws -> SQLiteDataManager {
        let manager = fixtureManager(directory)
        _ = try await manager.createNewCareer(ownersRequest())
        try await DatabaseQueue(path: CareerDatabase.fileURL(slot: "owls", in: directory).path).writeWithoutTransaction { db in
            try db.execute(sql: sql)
        }
        return manager
    }

    private func unreadableReason(_ manager: SQLiteDataManager) async throws -> String? {
        let slots = try await manager.listCareers()
        guard case .unreadable(let reason) = slots.first?.status else { return nil }
        return reason
    }

    @Test(arguments: [
        ("UPDATE player SET age = -2147483648 WHERE rowid = 1", "player", "age"),
        ("UPDATE player SET overall = 9223372036854775807 WHERE rowid = 1", "player", "overall"),
        ("UPDATE player SET fitness = 'fit' WHERE rowid = 1", "player", "fitness"),
        ("UPDATE match SET matchDay = 4611686018427387904 WHERE rowid = 1", "match", "matchDay"),
        ("UPDATE team SET budget = 1e300 WHERE rowid = 1", "team", "budget"),
        // Each type's extremes, which arithmetic on them would trap on (issue #38: a journal once slipped them past).
        ("UPDATE team SET budget = -9223372036854775808", "team", "budget"),
        ("UPDATE team SET budget = 9223372036854775807", "team", "budget"),
        ("UPDATE player SET weeklyWage = 9223372036854775807 WHERE rowid = 1", "player", "weeklyWage"),
        ("UPDATE player SET contractEndSeason = -9223372036854775808 WHERE rowid = 1", "player", "contractEndSeason"),
        ("UPDATE season SET year = 9223372036854775807", "season", "year"),
        ("UPDATE career SET currentDate = '9223372036854775807-01-01'", "career", "currentDate"),
        ("UPDATE team_info SET name = 'Owls' || char(27) || '[2J' WHERE rowid = 1", "team_info", "name"),
        ("INSERT OR REPLACE INTO club_season_money (teamId, seasonId, gate) SELECT id, (SELECT id FROM season), -5 FROM team LIMIT 1",
         "club_season_money", "gate"),
        ("INSERT INTO money_movement SELECT id, 1, 'bribes', 5 FROM season", "money_movement", "kind"),
        ("INSERT INTO finance_week SELECT id, 1, 1e300 FROM season", "finance_week", "balance"),
        ("INSERT INTO user_tactics SELECT id, '{}', 'charge' FROM career", "user_tactics", "instruction"),
        ("UPDATE match SET awayTeamId = homeTeamId WHERE rowid = 1", "match", "awayTeamId"),
        ("INSERT INTO live_match SELECT id, 1, '{\"formation\":\"4-4-2\",\"starters\":[],\"bench\":[]}', '[]', 0 FROM career",
         "live_match", "lineUp"),
        ("""
         INSERT INTO live_match SELECT c.id, 1, json_object('formation', '4-4-2', 'bench', json_array(),
           'starters', json_array(p.id, p.id, p.id, p.id, p.id, p.id, p.id, p.id, p.id, p.id, p.id)), '[]', 0
         FROM career c JOIN player p ON p.teamId = c.userTeamId LIMIT 1
         """, "live_match", "lineUp"),
        ("INSERT INTO live_match SELECT id, 1, 'eleven', '[]', 0 FROM career", "live_match", "lineUp"),
        ("INSERT INTO inbox_message (date, kind, subject, body) VALUES ('2026-08-01', 'pyramid', 'Hi' || char(27) || '[2J', 'x')",
         "inbox_message", "subject"),
        ("INSERT INTO inbox_message (date, kind, subject, body) VALUES ('2026-08-01', 'pyramid', 'Hi', char(27) || ']52;c;aGk=' || char(7))",
         "inbox_message", "body"),
        ("INSERT INTO inbox_message (date, kind, subject, body) VALUES ('2026-08-01', 'gossip', 'Hi', 'x')",
         "inbox_message", "kind"),
        ("INSERT INTO inbox_message (date, kind, subject, body) VALUES ('2026-13-01', 'pyramid', 'Hi', 'x')",
         "inbox_message", "date"),
        ("UPDATE team_info SET name = 'Owls' || char(0x202E) || 'FC' WHERE rowid = 1", "team_info", "name"),
        ("UPDATE player SET lastName = 'Mc' || char(0x200B) || 'Owl' WHERE rowid = 1", "player", "lastName"),
    ])
    func outOfRangeValueIsListedUnreadableAndRefusedByEveryUse(sql: String, table: String, column: String) async throws {
        try await withTemporaryDirectory { directory in
            let manager = try await tamperedCareer(sql, in: directory)
            let reason = try #require(try await unreadableReason(manager))
            #expect(reason.hasPrefix("stored data is invalid: \(table) "))
            #expect(reason.contains(" \(column) is "))
            let refusal = DataError.careerUnreadable(slot: "owls", reason: reason)
            await #expect(throws: refusal) { try await manager.advance(careerId: "owls", .matchDays(1)) }
            await #expect(throws: refusal) { try await manager.leagueOverview(careerId: "owls") }
            await #expect(throws: refusal) { try await manager.history(careerId: "owls") }
            await #expect(throws: refusal) { try await manager.finances(careerId: "owls") }
            await #expect(throws: refusal) { try await manager.boardStatus(careerId: "owls") }
            await #expect(throws: refusal) { try await manager.transferMarketStatus(careerId: "owls") }
        }
    }

    @Test func idPointingAtNoRowIsRefusedWhenListedAndWhenWritten() async throws {
        try await withTemporaryDirectory { directory in
            let manager = try await tamperedCareer("""
                PRAGMA foreign_keys = OFF; UPDATE player SET teamId = 'nowhere' WHERE rowid = 1
                """, in: directory)
            #expect(try await unreadableReason(manager) == "stored data is invalid: player row 1 teamId points at no team")
            await #expect(throws: DataError.careerUnreadable(
                slot: "owls", reason: "stored data is invalid: player row 1 teamId points at no team")) {
                try await manager.advance(careerId: "owls", .matchDays(1))
            }
        }
    }

    /// A career met first gets every check an import gets, whatever its first use: a read is refused as a write is
    /// (issue #38; a read used to leave the references to the first write).
    @Test func idPointingAtNoRowIsRefusedByTheFirstRead() async throws {
        try await withTemporaryDirectory { directory in
            _ = try await tamperedCareer("""
                PRAGMA foreign_keys = OFF; UPDATE player SET teamId = 'nowhere' WHERE rowid = 1
                """, in: directory)
            let session = fixtureManager(directory)
            await #expect(throws: DataError.careerUnreadable(
                slot: "owls", reason: "stored data is invalid: player row 1 teamId points at no team")) {
                try await session.leagueOverview(careerId: "owls")
            }
        }
    }

    /// Two indexes' pages swapped: every value and reference reads as valid, SQLite's quick pass over the pages finds
    /// nothing, and only `integrity_check` (what import runs) sees the index that no longer matches its table. Placed
    /// in the data folder, such a file was played (issue #38).
    @Test func aFileWhoseIndexDoesNotMatchItsTableIsRefusedByItsFirstUse() async throws {
        try await withTemporaryDirectory { directory in
            let manager = fixtureManager(directory)
            _ = try await manager.createNewCareer(ownersRequest())
            _ = try await manager.advance(careerId: "owls", .matchDays(1))
            let file = CareerDatabase.fileURL(slot: "owls", in: directory)
            try await DatabaseQueue(path: file.path).writeWithoutTransaction { db in
                let root = { (index: String) in
                    try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_schema WHERE name = ?", arguments: [index]) ?? 0
                }
                let (migrations, ties) = (try root("sqlite_autoindex_grdb_migrations_1"),
                                          try root("sqlite_autoindex_cup_tie_1"))
                try db.execute(sql: "PRAGMA writable_schema = ON")
                try db.execute(sql: "UPDATE sqlite_schema SET rootpage = ? WHERE name = 'sqlite_autoindex_grdb_migrations_1'",
                               arguments: [ties])
                try db.execute(sql: "UPDATE sqlite_schema SET rootpage = ? WHERE name = 'sqlite_autoindex_cup_tie_1'",
                               arguments: [migrations])
                try db.execute(sql: "PRAGMA writable_schema = OFF")
            }
            let session = fixtureManager(directory)
            let error = await #expect(throws: DataError.self) { try await session.nextMatchDay(careerId: "owls") }
            #expect(error == .careerUnreadable(slot: "owls", reason: UnreadableReason.damaged), "\(error?.message ?? "")")
        }
    }

    @Test(arguments: [
        "CREATE TRIGGER wipe AFTER UPDATE ON match BEGIN DELETE FROM player_stats; END",
        "CREATE VIEW squad AS SELECT * FROM player",
        "CREATE TABLE extra (x)",
        "CREATE INDEX player_on_age ON player(age)",
        "ALTER TABLE team ADD COLUMN motto TEXT",
    ])
    func schemaOtherThanTheGamesIsRefusedAndNeverRun(sql: String) async throws {
        try await withTemporaryDirectory { directory in
            let manager = try await tamperedCareer(sql, in: directory)
            let reason = try #require(try await unreadableReason(manager))
            #expect(reason.hasPrefix("schema differs from the game's schema \(CareerDatabase.schemaVersion): unexpected "))
            await #expect(throws: DataError.careerUnreadable(slot: "owls", reason: reason)) {
                try await manager.advance(careerId: "owls", .matchDays(1))
            }
            let played = try await DatabaseQueue(path: CareerDatabase.fileURL(slot: "owls", in: directory).path).read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM match WHERE homeGoals IS NOT NULL")
            }
            #expect(played == 0)
        }
    }

    @Test("the game's schema spelled another way (quotes, case, spacing) is still the game's: it opens and plays")
    func schemaSpelledAnotherWayOpensAndPlays() async throws {
        try await withTemporaryDirectory { directory in
            let manager = try await tamperedCareer("""
                DROP INDEX player_stats_on_playerId;
                create index player_stats_on_playerId   ON [player_stats]("playerId")
                """, in: directory)
            #expect(try await unreadableReason(manager) == nil)
            let result = try await manager.advance(careerId: "owls", .matchDays(1))
            #expect(result.days.count == 1)
        }
    }

    @Test("a career of a shape the game cannot play is refused at the door, naming what is wrong", arguments: [
        ("UPDATE team SET divisionId = 'd1' WHERE id = 't-newts'", "division 'd1' holds 3 clubs, expected an even number from 2 to 20"),
        ("INSERT INTO division SELECT 'd3', leagueId, 'Third Tier', 3 FROM division LIMIT 1",
         "division 'd3' holds 0 clubs, expected an even number from 2 to 20"),
        ("INSERT INTO match SELECT id || '-again', seasonId, divisionId, matchDay, awayTeamId, homeTeamId, NULL, NULL FROM match LIMIT 1",
         "is drawn twice on match day 1"),
        ("UPDATE match SET matchDay = 3 WHERE rowid = 1", "is on match day 3, past its division's last"),
        // Two million offers made the Board tab take 88 s (issue #38): the game makes at most one a club and a few.
        ("""
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200)
         INSERT INTO job_offer (teamId, occasion, date) SELECT 't-newts', 'application', '2026-08-01' FROM n
         """, "job_offer holds 200 rows, at most 14"),
    ])
    func aShapeTheGameCannotPlayIsRefused(sql: String, reason: String) async throws {
        try await withTemporaryDirectory { directory in
            let manager = try await tamperedCareer(sql, in: directory)
            let found = try #require(try await unreadableReason(manager))
            #expect(found.hasPrefix("stored data is invalid: ") && found.hasSuffix(reason), "\(found)")
            await #expect(throws: DataError.careerUnreadable(slot: "owls", reason: found)) {
                try await manager.advance(careerId: "owls", .matchDays(1))
            }
        }
    }

    /// One past the edge of what a file may hold (`AcceptedFilesStayAcceptedTests` plays a season from the edge) is
    /// refused at the door, naming the value: a season might not be played from it (issue #38).
    @Test("a value too close to its limit to survive a season is refused at the door", arguments: [
        ("INSERT OR REPLACE INTO board_state SELECT id, 600, 0, 0, 990001 FROM career", "board_state", "weeksInJob"),
        ("UPDATE team SET budget = 900000000001 WHERE id = 't-owls'", "team", "budget"),
        ("UPDATE team SET budget = -900000000001 WHERE id = 't-owls'", "team", "budget"),
        ("UPDATE career SET currentDate = '9989-01-01'", "career", "currentDate"),
        ("UPDATE season SET year = 9988", "season", "year"),
        ("UPDATE player SET contractEndSeason = 9998 WHERE rowid = 1", "player", "contractEndSeason"),
        ("UPDATE player SET age = 40 WHERE rowid = 1", "player", "age"),
        ("""
         INSERT INTO team_stats (teamId, seasonId, won, drawn, lost, goalsFor, goalsAgainst)
         SELECT id, (SELECT currentSeasonId FROM career), 990001, 0, 0, 0, 0 FROM team
         """, "team_stats", "won"),
    ])
    func aValueTooCloseToItsLimitIsRefused(sql: String, table: String, column: String) async throws {
        try await withTemporaryDirectory { directory in
            let manager = try await tamperedCareer(sql, in: directory)
            let reason = try #require(try await unreadableReason(manager))
            #expect(reason.hasPrefix("stored data is invalid: \(table) ") && reason.contains(" \(column) is "), "\(reason)")
        }
    }

    /// A write may go up to the limit itself, and no further: what it would commit past it is refused with the write's
    /// own refusal, inside its transaction (so the career stays as it was). Only the rows such a write can move are
    /// looked at — a season's end checks the players still playing and those it retires, not the long retired.
    @Test("a write past the limit is refused before it commits; up to it is not", arguments: [
        ("UPDATE board_state SET weeksInJob = 1000001", CareerContentCheck.Write.matchDay,
         "board_state 'owls' weeksInJob is 1000001"),
        ("UPDATE career SET currentDate = '10000-01-01'", .matchDay, "career 'owls' currentDate is '10000-01-01'"),
        ("UPDATE team SET budget = 1000000000001 WHERE id = 't-owls'", .matchDay, "team 't-owls' budget is 1000000000001"),
        ("UPDATE team SET budget = -1000000000001 WHERE id = 't-owls'", .transfer,
         "team 't-owls' budget is -1000000000001"),
        ("UPDATE player SET age = 41 WHERE id = 't-owls-p3'", .seasonEnd, "player 't-owls-p3' age is 41"),
    ])
    func aWritePastTheLimitIsRefused(sql: String, write: CareerContentCheck.Write, problem: String) async throws {
        do { try await withTemporaryDirectory { directory in
            _ = try await tamperedCareer("INSERT OR REPLACE INTO board_state SELECT id, 600, 0, 0, 10 FROM career",
                                         in: directory)
            let queue = try ruleCheckingQueue(CareerDatabase.fileURL(slot: "owls", in: directory))
            try await queue.write { db in
                try db.execute(sql: sql)
                let error = #expect(throws: DataError.self) { try CareerContentCheck.checkBeforeCommit(db, after: write) }
                let expected = write.refusal("it would store what the game cannot read back: \(problem)").message
                #expect(error?.message.hasPrefix(expected) == true, "\(error?.message ?? "")")
                // The limit itself is storable; the long retired are not the write's.
                try db.execute(sql: """
                    UPDATE board_state SET weeksInJob = 1000000; UPDATE career SET currentDate = '9999-12-31';
                    UPDATE team SET budget = 1000000000000 WHERE id = 't-owls';
                    UPDATE player SET age = 40 WHERE id = 't-owls-p3';
                    UPDATE player SET age = 99, retiredSeason = 1990 WHERE id = 't-owls-p4'
                    """)
                try CareerContentCheck.checkBeforeCommit(db, after: write)
                throw CancelWrite()
            }
        } } catch is CancelWrite {}
    }

    private struct CancelWrite: Error {}

    @Test func readOnlyCareerListsAndShowsButDoesNotAdvance() async throws {
        try await withTemporaryDirectory { directory in
            let manager = fixtureManager(directory)
            _ = try await manager.createNewCareer(ownersRequest())
            let file = CareerDatabase.fileURL(slot: "owls", in: directory)
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
            let before = try Data(contentsOf: file)

            let slots = try await manager.listCareers()
            #expect(slots.first?.summary?.clubName != nil)
            #expect(try await manager.leagueOverview(careerId: "owls").divisions.isEmpty == false)
            _ = try await manager.history(careerId: "owls")
            await #expect(throws: DataError.storage("career 'owls' is read-only: its file cannot be written")) {
                try await manager.advance(careerId: "owls", .matchDays(1))
            }
            #expect(try Data(contentsOf: file) == before)
        }
    }
}
