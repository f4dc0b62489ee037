/// Everything playing one match day writes: per match its score, events, performances and what it adds
/// to the season totals, then the condition of every player whose condition changed.
package struct MatchDayRecords {
    package struct PlayedMatch {
        package let matchId: String
        package let homeGoals: Int
        package let awayGoals: Int
        package let events: [MatchEventRecord]
        package let performances: [PlayerMatchRecord]
        /// Added to the stored totals (or stored as they are for a first match of the season).
        let playerStats: [PlayerStatsRecord]
        /// Home then away, each with its side's numbers added when the match was counted.
        package let teamStats: [TeamStatsRecord]
        /// Kept for the user's match only, as its events are.
        let matchStats: [MatchStatsRecord]
    }

    /// The condition columns of a `player` row.
    package struct Condition {
        package let playerId: String
        let fitness: Int
        package let injuryMatchDays: Int
        let suspensionMatchDays: Int
    }

    package let matches: [PlayedMatch]
    package let conditions: [Condition]
}
