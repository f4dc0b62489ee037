import GRDB

/// Writes a played match day in the caller's transaction: a day of the whole pyramid is a few thousand rows, written
/// a batch to a statement (`RowBatches`).
package enum MatchDayStore {
    /// `afterMatch` is called with each match's id once its rows and score are written; a throw aborts the day (the
    /// caller's transaction rolls back). Tests use it to fail a day half-way.
    package static func write(_ day: MatchDayRecords, in db: Database, afterMatch: (String) throws -> Void) throws {
        let matches = day.matches
        try RowBatches.run(matches.flatMap(\.events), in: db, sql: { rows in """
            INSERT INTO match_event (matchId, sequence, minute, kind, teamId, playerId, otherPlayerId, commentary)
            VALUES \(RowBatches.placeholders(rows: rows, width: 8))
            """ }) { event, statement in
            statement.bind(event.matchId, event.sequence, event.minute, event.kind, event.teamId, event.playerId,
                           event.otherPlayerId, event.commentary)
        }
        try RowBatches.run(matches.flatMap(\.performances), in: db, sql: { rows in """
            INSERT INTO player_match (matchId, playerId, teamId, started, minutesPlayed, goals, assists, yellowCards,
                                      redCards, injured, rating)
            VALUES \(RowBatches.placeholders(rows: rows, width: 11))
            """ }) { performance, statement in
            statement.bind(performance.matchId, performance.playerId, performance.teamId, performance.started,
                           performance.minutesPlayed, performance.goals, performance.assists, performance.yellowCards,
                           performance.redCards, performance.injured, performance.rating)
        }
        // Season totals accumulate: the first match of a season inserts the row, later ones add to it.
        try RowBatches.run(matches.flatMap(\.playerStats), in: db, sql: { rows in """
            INSERT INTO player_stats (playerId, seasonId, appearances, goals, assists, yellowCards, redCards,
                                      ratingTotal, teamId)
            VALUES \(RowBatches.placeholders(rows: rows, width: 9))
            ON CONFLICT (playerId, seasonId) DO UPDATE SET
                appearances = appearances + excluded.appearances, goals = goals + excluded.goals,
                assists = assists + excluded.assists, yellowCards = yellowCards + excluded.yellowCards,
                redCards = redCards + excluded.redCards, ratingTotal = ratingTotal + excluded.ratingTotal,
                teamId = excluded.teamId
            """ }) { stats, statement in
            statement.bind(stats.playerId, stats.seasonId, stats.appearances, stats.goals, stats.assists,
                           stats.yellowCards, stats.redCards, stats.ratingTotal, stats.teamId)
        }
        try RowBatches.run(matches.flatMap(\.teamStats), in: db, sql: { rows in """
            INSERT INTO team_stats (teamId, seasonId, won, drawn, lost, goalsFor, goalsAgainst, shots, shotsOnTarget,
                                    corners, fouls, yellowCards, redCards, offsides, possessionTotal, countedMatches)
            VALUES \(RowBatches.placeholders(rows: rows, width: 16))
            ON CONFLICT (teamId, seasonId) DO UPDATE SET
                won = won + excluded.won, drawn = drawn + excluded.drawn, lost = lost + excluded.lost,
                goalsFor = goalsFor + excluded.goalsFor, goalsAgainst = goalsAgainst + excluded.goalsAgainst,
                shots = shots + excluded.shots, shotsOnTarget = shotsOnTarget + excluded.shotsOnTarget,
                corners = corners + excluded.corners, fouls = fouls + excluded.fouls,
                yellowCards = yellowCards + excluded.yellowCards, redCards = redCards + excluded.redCards,
                offsides = offsides + excluded.offsides, possessionTotal = possessionTotal + excluded.possessionTotal,
                countedMatches = countedMatches + excluded.countedMatches
            """ }) { stats, statement in
            statement.bind(stats.teamId, stats.seasonId, stats.won, stats.drawn, stats.lost, stats.goalsFor,
                           stats.goalsAgainst, stats.shots, stats.shotsOnTarget, stats.corners, stats.fouls,
                           stats.yellowCards, stats.redCards, stats.offsides, stats.possessionTotal, stats.countedMatches)
        }
        try RowBatches.run(matches.flatMap(\.matchStats), in: db, sql: { rows in """
            INSERT INTO match_stats (matchId, side, shots, shotsOnTarget, corners, fouls, yellowCards, redCards,
                                     offsides, possession)
            VALUES \(RowBatches.placeholders(rows: rows, width: 10))
            """ }) { stats, statement in
            statement.bind(stats.matchId, stats.side, stats.shots, stats.shotsOnTarget, stats.corners, stats.fouls,
                           stats.yellowCards, stats.redCards, stats.offsides, stats.possession)
        }
        let score = try db.cachedStatement(sql: """
            UPDATE match SET homeGoals = ?, awayGoals = ? WHERE id = ? AND homeGoals IS NULL
            """)
        for match in matches {
            try score.execute(arguments: [match.homeGoals, match.awayGoals, match.matchId])
            // Only an unplayed match takes a score: a day is never played over an earlier result.
            guard db.changesCount == 1 else {
                throw StoredValueError(message: "match \(match.matchId) is missing or already played")
            }
            try afterMatch(match.matchId)
        }
        try RowBatches.run(day.conditions, in: db, sql: { rows in """
            UPDATE player SET fitness = new.column2, injuryMatchDays = new.column3, suspensionMatchDays = new.column4
            FROM (VALUES \(RowBatches.placeholders(rows: rows, width: 4))) AS new WHERE player.id = new.column1
            """ }) { condition, statement in
            statement.bind(condition.playerId, condition.fitness, condition.injuryMatchDays,
                           condition.suspensionMatchDays)
        }
    }
}
