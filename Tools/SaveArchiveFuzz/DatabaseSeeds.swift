import Foundation

/// The database fuzzer's seeds: the hand-made hostile careers of the "no file can brick" issue as SQL the probe
/// runs on the base career (`S` first), and a few edit programs. Written by `--write-database-seeds`.
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
