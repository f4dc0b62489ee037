import Foundation

/// The database fuzzer's seeds: the hand-made hostile careers of the "no file can brick" issue and of issue #38 as SQL
/// the probe runs on the base career (`S` first), and a few edit programs. Written by `--write-database-seeds`;
/// `HostileCorpusTests` plays a season on every one the game accepts.
enum DatabaseSeeds {
    static let sql: [String: String] = [
        "division-21-clubs": "UPDATE team SET divisionId = (SELECT id FROM division WHERE tier = 1) WHERE rowid IN "
            + "(SELECT rowid FROM team WHERE divisionId = (SELECT id FROM division WHERE tier = 2) LIMIT 1)",
        "division-empty": "INSERT INTO division SELECT 'div-9', leagueId, 'Empty League', 9 FROM division LIMIT 1",
        "season-year-9999": "UPDATE season SET year = 9999",
        "budget-at-the-edge": "UPDATE team SET budget = -1000000000000",
        "weeks-in-job-at-the-edge": "UPDATE board_state SET weeksInJob = 1000000",
        "team-stats-at-the-edge": "UPDATE team_stats SET won = 1000000, goalsFor = 1000000",
        "self-fixture": "UPDATE match SET awayTeamId = homeTeamId WHERE homeGoals IS NULL AND rowid IN "
            + "(SELECT rowid FROM match WHERE homeGoals IS NULL LIMIT 1)",
        "empty-live-line-up": "INSERT INTO live_match SELECT id, 3, '{\"formation\":\"4-4-2\",\"starters\":[],"
            + "\"bench\":[]}', '[]', 0 FROM career",
        "escape-in-inbox": "INSERT INTO inbox_message (date, kind, subject, body) VALUES ('2026-08-01', 'pyramid', "
            + "'Hi' || char(27) || '[2J', char(27) || ']52;c;aGk=' || char(7))",
        "inbox-over-the-ceiling": "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2100) "
            + "INSERT INTO inbox_message (date, kind, subject, body, read) SELECT '2026-08-01', 'pyramid', 'x', 'y', 1 FROM n",
        "text-in-an-integer": "UPDATE division SET tier = 'abc'",
        "blob-in-a-text": "UPDATE division SET name = x'00ff'",
        "right-to-left-name": "UPDATE team_info SET name = 'Owls' || char(0x202E) || 'FC' WHERE rowid = 1",
        "drawn-twice": "INSERT INTO match SELECT id || '-again', seasonId, divisionId, matchDay, awayTeamId, "
            + "homeTeamId, NULL, NULL FROM match WHERE homeGoals IS NULL LIMIT 1",
        // Issue #38's cases.
        "budgets-at-int64-max": "UPDATE team SET budget = 9223372036854775807",
        "budgets-at-int64-min": "UPDATE team SET budget = -9223372036854775808",
        "wage-at-int64-max": "UPDATE player SET weeklyWage = 9223372036854775807 WHERE rowid = 1",
        "year-at-int64-max": "UPDATE season SET year = 9223372036854775807",
        "budgets-at-the-top": "UPDATE team SET budget = 1000000000000",
        "possession-at-the-edge": "UPDATE team_stats SET possessionTotal = 1000000",
        "long-name-with-escapes": "UPDATE team_info SET name = replace(printf('%.5000c', 'x'), 'x', char(27) || '[2J') "
            + "WHERE rowid = 1",
        "dangling-fixture": "PRAGMA foreign_keys = OFF; UPDATE match SET awayTeamId = 'nowhere' WHERE homeGoals IS NULL "
            + "AND rowid IN (SELECT rowid FROM match WHERE homeGoals IS NULL LIMIT 1)",
        "live-line-up-three-keepers": "INSERT INTO live_match SELECT c.id, 3, json_object('formation', '4-4-2', 'bench', "
            + "json_array(), 'starters', (SELECT json_group_array(id) FROM (SELECT id FROM player WHERE teamId = "
            + "c.userTeamId ORDER BY position = 'GK' DESC, id LIMIT 11))), '[]', 0 FROM career c",
        "live-line-up-9-9-9": "INSERT INTO live_match SELECT c.id, 3, json_object('formation', '9-9-9', 'bench', "
            + "json_array(), 'starters', (SELECT json_group_array(id) FROM (SELECT id FROM (SELECT id, position, "
            + "row_number() OVER (PARTITION BY position = 'GK' ORDER BY id) AS n FROM player WHERE teamId = "
            + "c.userTeamId) WHERE position <> 'GK' OR n = 1 ORDER BY position = 'GK' DESC, id LIMIT 11))), '[]', 0 "
            + "FROM career c",
        "current-season-not-the-latest": "INSERT INTO season (id, leagueId, year) SELECT 'later', leagueId, year + 1 "
            + "FROM season",
        "cup-club-twice-in-a-round": "UPDATE cup_tie SET awayTeamId = (SELECT homeTeamId FROM cup_tie c WHERE c.round = 1 "
            + "ORDER BY c.id LIMIT 1) WHERE id = (SELECT id FROM cup_tie WHERE round = 1 ORDER BY id DESC LIMIT 1)",
        "cup-extra-tie": "INSERT INTO cup_tie (id, seasonId, round, homeTeamId, awayTeamId, homeTier, awayTier, "
            + "neutralGround, extraTime) SELECT id || '-b', seasonId, round, awayTeamId, homeTeamId, awayTier, homeTier, "
            + "neutralGround, 0 FROM cup_tie WHERE round = (SELECT MAX(round) FROM cup_tie) LIMIT 1",
        "job-offers-by-the-thousand": "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000) "
            + "INSERT INTO job_offer (teamId, occasion, date) SELECT (SELECT id FROM team LIMIT 1), 'application', "
            + "'2026-08-01' FROM n",
    ]

    static let programs: [String: [UInt8]] = [
        "edit-set-cells": [0, 3, 0, 0, 2, 1, 7, 0, 1, 9, 4, 0, 5, 4, 3, 0],
        "edit-delete-and-copy": [2, 11, 1, 0, 0, 0, 0, 0, 3, 15, 0, 0, 0, 0, 9, 0],
        "edit-schema-version": [4, 0, 0, 0, 0, 1, 0, 0],
    ]

    static func write(to directory: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var written: [String] = []
        for (name, statement) in sql {
            try Data([UInt8(ascii: "S")] + Array(statement.utf8)).write(to: directory.appendingPathComponent(name))
            written.append(name)
        }
        for (name, bytes) in programs {
            try Data(bytes).write(to: directory.appendingPathComponent(name))
            written.append(name)
        }
        return written.sorted()
    }
}
