import GameModels

extension MatchReport {
    /// What the match adds to the season totals of every player in it: an appearance for any minutes played.
    func playerTotals(seasonId: String) -> [PlayerStats] {
        performances.map { performance in
            PlayerStats(playerId: performance.playerId, seasonId: seasonId,
                        appearances: performance.minutesPlayed > 0 ? 1 : 0, goals: performance.goals,
                        assists: performance.assists, yellowCards: performance.yellowCards,
                        redCards: performance.redCards)
        }
    }

    /// What the match adds to both clubs' league records.
    func teamTotals(seasonId: String) -> [TeamStats] {
        [(homeTeamId, homeGoals, awayGoals), (awayTeamId, awayGoals, homeGoals)].map { teamId, scored, conceded in
            TeamStats(teamId: teamId, seasonId: seasonId, won: scored > conceded ? 1 : 0,
                      drawn: scored == conceded ? 1 : 0, lost: scored < conceded ? 1 : 0,
                      goalsFor: scored, goalsAgainst: conceded)
        }
    }
}
