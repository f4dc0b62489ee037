/// Everything playing one match day writes: per match its score, events, performances and what it adds
/// to the season totals, then the condition of every player whose condition changed.
struct MatchDayRecords {
    struct PlayedMatch {
        let matchId: String
        let homeGoals: Int
        let awayGoals: Int
        let events: [MatchEventRecord]
        let performances: [PlayerMatchRecord]
        /// Added to the stored totals (or stored as they are for a first match of the season).
        let playerStats: [PlayerStatsRecord]
        /// Home then away, each with its side's numbers added when the match was counted.
        let teamStats: [TeamStatsRecord]
        /// Kept for the user's match only, as its events are.
        let matchStats: [MatchStatsRecord]
    }

    /// The condition columns of a `player` row.
    struct Condition {
        let playerId: String
        let fitness: Int
        let injuryMatchDays: Int
        let suspensionMatchDays: Int
    }

    let matches: [PlayedMatch]
    let conditions: [Condition]
}
