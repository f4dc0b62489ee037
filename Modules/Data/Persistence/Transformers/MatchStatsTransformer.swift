import GameModels

/// A match's numbers and the `match_stats` rows they are kept as (home first), and what they add to each
/// club's season totals in `team_stats`.
enum MatchStatsTransformer {
    static func records(from stats: MatchStats, matchId: String) -> [MatchStatsRecord] {
        stats.sides.enumerated().map { side, counted in
            MatchStatsRecord(matchId: matchId, side: side, shots: counted.shots, shotsOnTarget: counted.shotsOnTarget,
                             corners: counted.corners, fouls: counted.fouls, yellowCards: counted.yellowCards,
                             redCards: counted.redCards, offsides: counted.offsides, possession: counted.possession)
        }
    }

    /// The numbers of a kept match, or nil when it has no two rows (a match kept before schema 9).
    static func model(from records: [MatchStatsRecord]) -> MatchStats? {
        let sides = records.sorted { $0.side < $1.side }.map { record in
            SideStats(shots: record.shots, shotsOnTarget: record.shotsOnTarget, corners: record.corners,
                      fouls: record.fouls, yellowCards: record.yellowCards, redCards: record.redCards,
                      offsides: record.offsides, possession: record.possession)
        }
        guard sides.count == 2 else { return nil }
        return MatchStats(home: sides[0], away: sides[1])
    }

    /// `record` with one more counted match: `counted` is the club's side of it.
    static func adding(_ counted: SideStats, to record: TeamStatsRecord) -> TeamStatsRecord {
        var total = record
        total.counted = record.counted.adding(counted)
        total.countedMatches += 1
        return total
    }
}
