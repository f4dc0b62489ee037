import GameModels
import SeasonEngine
import Testing

/// The fifty seasons of `WorldHealthTests` with every computer club trading in the windows and answering to
/// its board's budgets, and the same world under a second seed: money neither spirals nor drains, and the
/// world keeps moving.
@Suite("The market over fifty seasons")
struct MarketWorldTests {
    private var summary: SimulationSummary { WorldHealthTests.run.summary }

    /// The test world's fifty seasons under another seed than `WorldHealthTests`'.
    static let otherRun = SeasonSimulation.simulate(world: TestWorld.world, seasons: WorldHealthTests.seasonCount, seed: 7)

    private static func finances(seed: UInt64) -> [TierFinances] {
        seed == 7 ? otherRun.finances : WorldHealthTests.run.summary.finances
    }

    /// Each tier's median balance, season by season, stays in credit and under three times its first season's:
    /// before running costs and the summer's investment, fees piled up at the bottom (tier 4 £2.2M → £75M in
    /// fifty seasons of world 42, decision 27).
    @Test("every tier's median balance stays above zero and within three times its first season's", arguments: [UInt64(77), 7])
    func balancesStayInBands(seed: UInt64) {
        let finances = Self.finances(seed: seed)
        for tier in Set(finances.map(\.tier)).sorted() {
            let rows = finances.filter { $0.tier == tier }
            let band = 1...(3 * (rows.first?.medianBalance ?? 0))
            for row in rows {
                #expect(band.contains(row.medianBalance), "seed \(seed) season \(row.season) tier \(tier): \(row.medianBalance)")
            }
        }
    }

    /// Decision 21's bands (55–75 % at the top, 90–125 % in the second tier, 70–100 % below), a little wider
    /// below the top: rich lower-tier clubs pay above the going rate for their signings.
    @Test("each tier's median wages-to-revenue over the fifty seasons stays near the real bands", arguments: [UInt64(77), 7])
    func wagesStayNearRevenue(seed: UInt64) {
        let bands: [Int: ClosedRange<Double>] = [1: 0.55...0.75, 2: 0.9...1.3, 3: 0.8...1.25, 4: 0.8...1.25]
        let finances = Self.finances(seed: seed)
        for (tier, band) in bands {
            let ratios = finances.filter { $0.tier == tier }.map(\.wageToRevenue).sorted()
            let median = ratios.isEmpty ? 0 : ratios[ratios.count / 2]
            #expect(band.contains(median), "seed \(seed) tier \(tier): \(median)")
        }
    }

    @Test("clubs trade between them every season, for fees that look like a pyramid's")
    func transfersEverySeason() {
        #expect(summary.transfers.map(\.season) == Array(1...WorldHealthTests.seasonCount))
        #expect(summary.transfers.allSatisfy { $0.count >= 150 && $0.medianFee > 0 && $0.maxFee >= $0.medianFee })
        #expect(summary.transfers.allSatisfy { $0.maxFee <= 300_000_000 })
    }

    /// Real top flights renew 25–45 % a season; loans and the mass of summer free moves are not modelled.
    @Test("squads turn over: 7–30 % of each tier's players are new to their club once the first season has passed")
    func squadsTurnOver() {
        let settled = summary.health.filter { $0.season > 1 }
        #expect(settled.allSatisfy { (0.07...0.30).contains($0.squadTurnover) },
                "\(settled.map(\.squadTurnover).min() ?? 0)–\(settled.map(\.squadTurnover).max() ?? 0)")
    }
}
