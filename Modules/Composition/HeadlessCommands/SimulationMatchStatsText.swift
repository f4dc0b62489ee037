import Foundation
import SeasonEngine

/// `simulate`'s match statistics table: each tier's numbers per team and match (cards per match) in the first
/// and the last season, beside the Premier League's to read them against (`--json` has every season).
enum SimulationMatchStatsText {
    static func lines(_ stats: [TierMatchStats]) -> [String] {
        let years = Set([stats.first?.year, stats.last?.year].compactMap { $0 }).sorted()
        guard !years.isEmpty else { return [] }
        let one = { (value: Double) in String(format: "%.1f", value) }
        let rows = stats.filter { years.contains($0.year) }.map { row in
            ["\(row.year)", "tier \(row.tier)", one(row.shots), one(row.shotsOnTarget), one(row.corners),
             one(row.fouls), String(format: "%.2f", row.yellowCards), String(format: "%.2f", row.redCards),
             String(format: "%.1f %%", row.homePossession), String(format: "%.1f %%", row.goalsPerShot * 100)]
        }
        let real = ["real", "PL", "12.9", "4.3", "5.5", "11.5", "3.20", "0.16", "51.8 %", "11.0 %"]
        let heading = ["", "", "shots", "on target", "corners", "fouls", "yellow", "red", "home ball", "scored"]
        let table = TextTable.render([heading] + rows + [real], rightAligned: Set(2..<heading.count))
        return ["Match statistics by tier (per team a match, cards per match):"]
            + table.split(separator: "\n").map { "  " + $0 }
    }
}
