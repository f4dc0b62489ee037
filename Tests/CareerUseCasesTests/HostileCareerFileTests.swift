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

    /// A read opens a career without its references (its values checked); the first write checks them.
    @Test func idPointingAtNoRowIsRefusedOnTheFirstWriteAfterARead() async throws {
        try await withTemporaryDirectory { directory in
            _ = try await tamperedCareer("""
                PRAGMA foreign_keys = OFF; UPDATE player SET teamId = 'nowhere' WHERE rowid = 1
                """, in: directory)
            let session = fixtureManager(directory)
            _ = try await session.leagueOverview(careerId: "owls")
            await #expect(throws: DataError.careerUnreadable(
                slot: "owls", reason: "stored data is invalid: player row 1 teamId points at no team")) {
                try await session.advance(careerId: "owls", .matchDays(1))
            }
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

    @Test("a day that would store a value the game cannot read back is refused, and the career stays as it was",
          arguments: [
        ("INSERT OR REPLACE INTO board_state SELECT id, 600, 0, 0, 1000000 FROM career",
         "board_state 'owls' weeksInJob is 1000001"),
        ("UPDATE season SET startDate = '9999-12-25'", "career 'owls' currentDate is '10000-01-01'"),
        ("UPDATE team SET budget = 1000000000000", "team "),
        // Every line at the top of the range: the first the day adds to goes past it.
        ("""
         INSERT INTO player_stats (playerId, seasonId, appearances, goals, assists, yellowCards, redCards, ratingTotal, teamId)
         SELECT id, (SELECT currentSeasonId FROM career), 1000000, 0, 0, 0, 0, 0, teamId FROM player
         """, "player_stats "),
        ("""
         INSERT INTO team_stats (teamId, seasonId, won, drawn, lost, goalsFor, goalsAgainst)
         SELECT id, (SELECT currentSeasonId FROM career), 1000000, 1000000, 1000000, 0, 0 FROM team
         """, "team_stats "),
    ])
    func aWriteOutOfRangeIsRefusedBeforeItCommits(sql: String, problem: String) async throws {
        try await withTemporaryDirectory { directory in
            let manager = try await tamperedCareer(sql, in: directory)
            #expect(try await unreadableReason(manager) == nil, "the edge value itself is accepted")
            let file = CareerDatabase.fileURL(slot: "owls", in: directory)
            let before = try DatabaseContents(of: file)
            let error = await #expect(throws: DataError.self) { try await manager.advance(careerId: "owls", .matchDays(1)) }
            #expect(error?.message.hasPrefix("cannot advance: it would store what the game cannot read back: \(problem)")
                        == true, "\(error?.message ?? "")")
            #expect(try DatabaseContents(of: file) == before)
            #expect(try await unreadableReason(fixtureManager(directory)) == nil, "the career still opens")
        }
    }

    /// A season's end checks the players it writes — those still playing and those it retires — and leaves the
    /// long retired alone: a player at the oldest age it accepts is a year past it once the season ends.
    @Test func aSeasonEndThatWouldAgeAPlayerPastTheRangeIsRefused() async throws {
        try await withTemporaryDirectory { directory in
            let oldest = CareerContentRules.ages.upperBound
            let manager = try await tamperedCareer("UPDATE player SET age = \(oldest) WHERE id = 't-owls-p3'", in: directory)
            _ = try await manager.advance(careerId: "owls", .toSeasonEnd)
            let file = CareerDatabase.fileURL(slot: "owls", in: directory)
            let before = try DatabaseContents(of: file)
            let error = await #expect(throws: DataError.self) {
                try await manager.advance(careerId: "owls", .matchDays(1))
            }
            #expect(error?.message.hasPrefix("cannot advance: it would store what the game cannot read back: "
                                                + "player 't-owls-p3' age is \(oldest + 1)") == true,
                    "\(error?.message ?? "")")
            #expect(try DatabaseContents(of: file) == before)
        }
    }

    @Test("a release that would take a balance past the range is refused with the reason, and nothing changes")
    func aDealOutOfRangeIsRefusedBeforeItCommits() async throws {
        try await withTemporaryDirectory { directory in
            // A squad big enough to release from (seven times the fixture's six), its club at the lowest balance.
            let manager = try await tamperedCareer("""
                UPDATE team SET budget = -1000000000000;
                CREATE TEMP TABLE copy AS SELECT * FROM player WHERE teamId = 't-owls';
                UPDATE copy SET id = id || '-b'; INSERT INTO player SELECT * FROM copy;
                UPDATE copy SET id = id || 'c'; INSERT INTO player SELECT * FROM copy;
                UPDATE copy SET id = id || 'd'; INSERT INTO player SELECT * FROM copy;
                UPDATE copy SET id = id || 'e'; INSERT INTO player SELECT * FROM copy;
                UPDATE copy SET id = id || 'f'; INSERT INTO player SELECT * FROM copy;
                UPDATE copy SET id = id || 'g'; INSERT INTO player SELECT * FROM copy;
                """, in: directory)
            #expect(try await unreadableReason(manager) == nil, "the edge value itself is accepted")
            let file = CareerDatabase.fileURL(slot: "owls", in: directory)
            let before = try DatabaseContents(of: file)
            let error = await #expect(throws: DataError.self) {
                try await manager.releasePlayer(careerId: "owls", playerId: "t-owls-p3")
            }
            #expect(error?.message.hasPrefix("it would store what the game cannot read back: team 't-owls' budget")
                        == true, "\(error?.message ?? "")")
            #expect(try DatabaseContents(of: file) == before)
            #expect(try await unreadableReason(fixtureManager(directory)) == nil, "the career still opens")
        }
    }

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
