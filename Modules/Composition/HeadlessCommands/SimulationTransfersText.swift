import DesignSystem
import SeasonEngine

/// `simulate`'s transfers table: the moves between clubs and their fees in the first and the last season
/// (free agents' signings are not counted; `--json` has every season).
enum SimulationTransfersText {
    static func lines(_ transfers: [SeasonTransfers]) -> [String] {
        let seasons = Set([transfers.first?.season, transfers.last?.season].compactMap { $0 }).sorted()
        guard !seasons.isEmpty else { return [] }
        let rows = transfers.filter { seasons.contains($0.season) }.map { row in
            ["season \(row.season)", "\(row.count)", MoneyText.amount(row.medianFee), MoneyText.amount(row.maxFee)]
        }
        let table = TextTable.render([["", "moves", "median fee", "largest fee"]] + rows, rightAligned: [1, 2, 3])
        return ["Transfers between clubs:"] + table.split(separator: "\n").map { "  " + $0 }
    }
}
