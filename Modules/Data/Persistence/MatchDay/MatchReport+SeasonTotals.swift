import GameModels

package extension MatchReport {
    /// What the match adds to the season line of every player in it: an appearance and his rating for any
    /// minutes played, and his club.
    func playerTotals(seasonId: String) -> [PlayerStatsRecord] {
        performances.map { performance in
            let played = performance.minutesPlayed > 0
            return PlayerStatsRecord(playerId: performance.playerId, seasonId: seasonId, appearances: played ? 1 : 0,
                                     goals: performance.goals, assists: performance.assists,
                                     yellowCards: performance.yellowCards, redCards: performance.redCards,
                                     ratingTotal: played ? performance.rating : 0, teamId: performance.teamId)
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
