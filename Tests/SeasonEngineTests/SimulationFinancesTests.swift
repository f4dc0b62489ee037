import GameModels
import SeasonEngine
import Testing

/// The economy of `simulate`: every club's weeks and prizes, reported per tier and season.
@Suite("Simulation finances")
struct SimulationFinancesTests {
    private let world = TestWorld.world
    private var finances: [TierFinances] { RealismRun.summary.finances }

    @Test("every season reports every tier, top tier first")
    func shape() {
        #expect(finances.count == RealismRun.seasonCount * world.divisions.count)
        #expect(finances.map(\.season) == (1...RealismRun.seasonCount).flatMap { Array(repeating: $0, count: 4) })
        #expect(finances.map(\.tier) == Array(Array(repeating: [1, 2, 3, 4], count: RealismRun.seasonCount).joined()))
    }

    @Test("season 1's wages take 55–75 % of revenue at the top, 90–125 % in the second tier, 70–100 % below")
    func firstSeasonBands() {
        let bands: [ClosedRange<Double>] = [0.55...0.75, 0.90...1.25, 0.70...1.0, 0.70...1.0]
        let ratios = finances.prefix(4).map(\.wageToRevenue)
        #expect(ratios.count == bands.count)
        for (ratio, band) in zip(ratios, bands) {
            #expect(band.contains(ratio), "\(ratios)")
        }
    }

    @Test("balances start from the generated budgets: the top flight's surplus after wages and running costs goes on fees, and the second tier, whose wages outrun its revenue, is kept up by the fees of its sales to the top")
    func firstSeasonBalances() {
        let start = { (tier: Int) -> Int in
            let division = world.divisions.first { $0.tier == tier }?.id
            let budgets = world.teams.filter { $0.divisionId == division }.map(\.budget).sorted()
            return budgets[budgets.count / 2]
        }
        let end = Dictionary(uniqueKeysWithValues: finances.prefix(4).map { ($0.tier, $0.medianBalance) })
        #expect(abs((end[1] ?? 0) - start(1)) <= start(1) / 4, "tier 1: \(start(1)) → \(end[1] ?? 0)")
        #expect((end[2] ?? 0) > start(2))
    }

    @Test("the same seed books the same money")
    func determinism() {
        let run = { SeasonSimulation.simulate(world: world, seasons: 2, seed: 77).finances }
        let first = run()
        #expect(first.count == 8)
        #expect(first == run())
    }
}
