import GRDB

/// Writes a played match day in the caller's transaction. Statements are prepared once per connection
/// (`cachedStatement`) and rebound per row: a day of the whole pyramid is a few thousand rows.
package enum MatchDayStore {
    /// `afterMatch` is called with each match's id once its rows are written; a throw aborts the day (the
    /// caller's transaction rolls back). Tests use it to fail a day half-way.
    package static func write(_ day: MatchDayRecords, in db: Database, afterMatch: (String) throws -> Void) throws {
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
            for stats in match.playerStats {
                try statements.playerStats.execute(arguments: [
                    stats.playerId, stats.seasonId, stats.appearances, stats.goals, stats.assists,
                    stats.yellowCards, stats.redCards, stats.ratingTotal, stats.teamId,
                ])
            }
            for stats in match.teamStats {
                try statements.teamStats.execute(arguments: [
                    stats.teamId, stats.seasonId, stats.won, stats.drawn, stats.lost, stats.goalsFor,
                    stats.goalsAgainst, stats.shots, stats.shotsOnTarget, stats.corners, stats.fouls,
                    stats.yellowCards, stats.redCards, stats.offsides, stats.possessionTotal, stats.countedMatches,
                ])
            }
            for stats in match.matchStats {
                try statements.matchStats.execute(arguments: [
                    stats.matchId, stats.side, stats.shots, stats.shotsOnTarget, stats.corners, stats.fouls,
                    stats.yellowCards, stats.redCards, stats.offsides, stats.possession,
                ])
            }
            try afterMatch(match.matchId)
        }
        for condition in day.conditions {
            try statements.condition.execute(arguments: [
                condition.fitness, condition.injuryMatchDays, condition.suspensionMatchDays, condition.playerId,
            ])
        }
    }

    private struct Statements {
        let score, event, performance, playerStats, teamStats, matchStats, condition: Statement

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
            // Season totals accumulate: the first match of a season inserts the row, later ones add to it.
            playerStats = try db.cachedStatement(sql: """
                INSERT INTO player_stats (playerId, seasonId, appearances, goals, assists, yellowCards, redCards,
                                          ratingTotal, teamId)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (playerId, seasonId) DO UPDATE SET
                    appearances = appearances + excluded.appearances, goals = goals + excluded.goals,
                    assists = assists + excluded.assists, yellowCards = yellowCards + excluded.yellowCards,
                    redCards = redCards + excluded.redCards, ratingTotal = ratingTotal + excluded.ratingTotal,
                    teamId = excluded.teamId
                """)
            teamStats = try db.cachedStatement(sql: """
                INSERT INTO team_stats (teamId, seasonId, won, drawn, lost, goalsFor, goalsAgainst, shots,
                                        shotsOnTarget, corners, fouls, yellowCards, redCards, offsides,
                                        possessionTotal, countedMatches)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (teamId, seasonId) DO UPDATE SET
                    won = won + excluded.won, drawn = drawn + excluded.drawn, lost = lost + excluded.lost,
                    goalsFor = goalsFor + excluded.goalsFor, goalsAgainst = goalsAgainst + excluded.goalsAgainst,
                    shots = shots + excluded.shots, shotsOnTarget = shotsOnTarget + excluded.shotsOnTarget,
                    corners = corners + excluded.corners, fouls = fouls + excluded.fouls,
                    yellowCards = yellowCards + excluded.yellowCards, redCards = redCards + excluded.redCards,
                    offsides = offsides + excluded.offsides, possessionTotal = possessionTotal + excluded.possessionTotal,
                    countedMatches = countedMatches + excluded.countedMatches
                """)
            matchStats = try db.cachedStatement(sql: """
                INSERT INTO match_stats (matchId, side, shots, shotsOnTarget, corners, fouls, yellowCards, redCards,
                                         offsides, possession)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            condition = try db.cachedStatement(sql: """
                UPDATE player SET fitness = ?, injuryMatchDays = ?, suspensionMatchDays = ? WHERE id = ?
                """)
        }
    }
}
