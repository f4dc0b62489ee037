import DesignSystem
import Foundation
import SeasonEngine

/// `simulate`'s finances table: each tier's wages against revenue and its median balance, in the first and
/// the last season, so a drift over the run reads at a glance (`--json` has every season).
enum SimulationFinancesText {
    static func lines(_ finances: [TierFinances]) -> [String] {
        let seasons = Set([finances.first?.season, finances.last?.season].compactMap { $0 }).sorted()
        guard !seasons.isEmpty else { return [] }
        let rows = finances.filter { seasons.contains($0.season) }.map { row in
            ["season \(row.season)", "tier \(row.tier)", String(format: "%.0f %%", row.wageToRevenue * 100),
             MoneyText.amount(row.medianBalance)]
        }
        let table = TextTable.render([["", "", "wages/revenue", "median balance"]] + rows, rightAligned: [2, 3])
        return ["Finances by tier:"] + table.split(separator: "\n").map { "  " + $0 }
    }
}
