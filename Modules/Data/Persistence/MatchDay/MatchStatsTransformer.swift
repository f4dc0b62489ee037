import GameModels

/// The `match_stats` rows a match's numbers are kept as (home first), and what they add to each club's season
/// totals in `team_stats`.
enum MatchStatsTransformer {
    package static func records(from stats: MatchStats, matchId: String) -> [MatchStatsRecord] {
        stats.sides.enumerated().map { side, counted in
            MatchStatsRecord(matchId: matchId, side: side, shots: counted.shots, shotsOnTarget: counted.shotsOnTarget,
                             corners: counted.corners, fouls: counted.fouls, yellowCards: counted.yellowCards,
                             redCards: counted.redCards, offsides: counted.offsides, possession: counted.possession)
        }
    }

    /// `record` with one more counted match: `counted` is the club's side of it.
    package static func adding(_ counted: SideStats, to record: TeamStatsRecord) -> TeamStatsRecord {
        var total = record
        total.counted = record.counted.adding(counted)
        total.countedMatches += 1
        return total
    }
}
