import GameModels

/// A match's numbers as lines, in the order a television caption lists them.
enum MatchStatsTransform {
    static func lines(_ stats: MatchStats) -> [MatchStatLine] {
        let rows: [(String, (SideStats) -> String)] = [
            ("Possession", { "\($0.possession)%" }),
            ("Shots", { "\($0.shots)" }),
            ("On target", { "\($0.shotsOnTarget)" }),
            ("Corners", { "\($0.corners)" }),
            ("Fouls", { "\($0.fouls)" }),
            ("Offsides", { "\($0.offsides)" }),
            ("Yellow cards", { "\($0.yellowCards)" }),
            ("Red cards", { "\($0.redCards)" }),
        ]
        return rows.map { label, value in MatchStatLine(label: label, home: value(stats.home), away: value(stats.away)) }
    }
}
