import GRDB

/// Writes a played match day in the caller's transaction. Statements are prepared once per connection
/// (`cachedStatement`): the per-match rows are rebound row by row, the per-player rows (season lines,
/// conditions — a thousand or two a day) go many to a statement.
enum MatchDayStore {
    /// `afterMatch` is called with each match's id once its rows are written; a throw aborts the day (the
    /// caller's transaction rolls back). Tests use it to fail a day half-way.
    static func write(_ day: MatchDayRecords, in db: Database, afterMatch: (String) throws -> Void) throws {
        let statements = try Statements(db)
        for match in day.matches {
            try statements.score.execute(arguments: [match.homeGoals, match.awayGoals, match.matchId])
            // Only an unplayed match takes a score: a day is never played over an earlier result.
            guard db.changesCount == 1 else {
                throw StoredValueError(message: "match \(match.matchId) is missing or already played")
            }
            for event in match.events {
                try statements.event.execute(arguments: [
                    event.matchId, event.sequence, event.minute, event.kind, event.teamId, event.playerId,
                    event.otherPlayerId, event.commentary,
                ])
            }
            for performance in match.performances {
                try statements.performance.execute(arguments: [
                    performance.matchId, performance.playerId, performance.teamId, performance.started,
                    performance.minutesPlayed, performance.goals, performance.assists, performance.yellowCards,
                    performance.redCards, performance.injured, performance.rating,
                ])
            }
            for stats in match.teamStats {
                try statements.teamStats.execute(arguments: [
                    stats.teamId, stats.seasonId, stats.won, stats.drawn, stats.lost, stats.goalsFor,
                    stats.goalsAgainst,
                ])
            }
            try afterMatch(match.matchId)
        }
        // Season lines and conditions are a row per player of the pyramid: written many rows a statement.
        for chunk in chunks(day.matches.flatMap(\.playerStats)) {
            try db.cachedStatement(sql: playerStatsSQL(rows: chunk.count)).execute(arguments: StatementArguments(
                chunk.flatMap { stats -> [(any DatabaseValueConvertible)?] in
                    [stats.playerId, stats.seasonId, stats.appearances, stats.goals, stats.assists, stats.yellowCards,
                     stats.redCards, stats.ratingTotal, stats.teamId]
                }))
        }
        for chunk in chunks(day.conditions) {
            try db.cachedStatement(sql: conditionSQL(rows: chunk.count)).execute(arguments: StatementArguments(
                chunk.flatMap { condition -> [(any DatabaseValueConvertible)?] in
                    [condition.playerId, condition.fitness, condition.injuryMatchDays, condition.suspensionMatchDays]
                }))
        }
    }

    /// Rows per multi-row statement: few statements, well inside SQLite's limit of bound values.
    private static let chunkSize = 400

    private static func chunks<Row>(_ rows: [Row]) -> [ArraySlice<Row>] {
        stride(from: 0, to: rows.count, by: chunkSize).map { rows[$0..<min($0 + chunkSize, rows.count)] }
    }

    private static func placeholders(rows: Int, columns: Int) -> String {
        let row = "(" + Array(repeating: "?", count: columns).joined(separator: ", ") + ")"
        return Array(repeating: row, count: rows).joined(separator: ", ")
    }

    /// Season totals accumulate: the first match of a season inserts the row, later ones add to it.
    private static func playerStatsSQL(rows: Int) -> String {
        """
        INSERT INTO player_stats (playerId, seasonId, appearances, goals, assists, yellowCards, redCards,
                                  ratingTotal, teamId)
        VALUES \(placeholders(rows: rows, columns: 9))
        ON CONFLICT (playerId, seasonId) DO UPDATE SET
            appearances = appearances + excluded.appearances, goals = goals + excluded.goals,
            assists = assists + excluded.assists, yellowCards = yellowCards + excluded.yellowCards,
            redCards = redCards + excluded.redCards, ratingTotal = ratingTotal + excluded.ratingTotal,
            teamId = excluded.teamId
        """
    }

    private static func conditionSQL(rows: Int) -> String {
        """
        UPDATE player SET fitness = c.column2, injuryMatchDays = c.column3, suspensionMatchDays = c.column4
        FROM (VALUES \(placeholders(rows: rows, columns: 4))) AS c
        WHERE player.id = c.column1
        """
    }

    private struct Statements {
        let score, event, performance, teamStats: Statement

        init(_ db: Database) throws {
            score = try db.cachedStatement(sql: """
                UPDATE match SET homeGoals = ?, awayGoals = ? WHERE id = ? AND homeGoals IS NULL
                """)
            event = try db.cachedStatement(sql: """
                INSERT INTO match_event (matchId, sequence, minute, kind, teamId, playerId, otherPlayerId, commentary)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
            performance = try db.cachedStatement(sql: """
                INSERT INTO player_match (matchId, playerId, teamId, started, minutesPlayed, goals, assists,
                                          yellowCards, redCards, injured, rating)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            teamStats = try db.cachedStatement(sql: """
                INSERT INTO team_stats (teamId, seasonId, won, drawn, lost, goalsFor, goalsAgainst)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (teamId, seasonId) DO UPDATE SET
                    won = won + excluded.won, drawn = drawn + excluded.drawn, lost = lost + excluded.lost,
                    goalsFor = goalsFor + excluded.goalsFor, goalsAgainst = goalsAgainst + excluded.goalsAgainst
                """)
        }
    }
}
