import GameModels
import SeasonEngine
import Testing

/// The fifty seasons of `WorldHealthTests` with every computer club trading in the windows and answering to
/// its board's budgets: money neither spirals nor drains, and the world keeps moving.
@Suite("The market over fifty seasons")
struct MarketWorldTests {
    private var summary: SimulationSummary { WorldHealthTests.run.summary }

    /// Each tier's median balance, season by season, never leaves its band (whole pounds): without the market
    /// the top tier's went from £70M to £740M in thirty seasons (decision 25).
    @Test("every tier's median balance stays within its band")
    func balancesStayInBands() {
        let bands: [Int: ClosedRange<Int>] = [1: 40_000_000...150_000_000, 2: 5_000_000...80_000_000,
                                              3: 2_000_000...80_000_000, 4: 1_000_000...80_000_000]
        for row in summary.finances {
            #expect(bands[row.tier]?.contains(row.medianBalance) == true, "season \(row.season) tier \(row.tier): \(row.medianBalance)")
        }
    }

    @Test("clubs trade between them every season, for fees that look like a pyramid's")
    func transfersEverySeason() {
        #expect(summary.transfers.map(\.season) == Array(1...WorldHealthTests.seasonCount))
        #expect(summary.transfers.allSatisfy { $0.count >= 150 && $0.medianFee > 0 && $0.maxFee >= $0.medianFee })
        #expect(summary.transfers.allSatisfy { $0.maxFee <= 300_000_000 })
    }

    @Test("squads turn over: 8–30 % of each tier's players are new to their club once the first season has passed")
    func squadsTurnOver() {
        let settled = summary.health.filter { $0.season > 1 }
        #expect(settled.allSatisfy { (0.08...0.30).contains($0.squadTurnover) },
                "\(settled.map(\.squadTurnover).min() ?? 0)–\(settled.map(\.squadTurnover).max() ?? 0)")
    }
}
