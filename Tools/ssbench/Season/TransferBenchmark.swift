import Economy
import Foundation
import GameModels
import TransferMarket
import WorldGenerator

/// The transfer market (issue #10): one window day of the whole pyramid — every computer club's decisions on a
/// generated world at the halfway point — beside one match day persisted. Target: under 300 ms.
struct TransferBenchmark: Benchmark {
    let name = "transfers"

    enum Operation: Hashable {
        case windowDay, matchDay
    }

    func run(in context: BenchmarkContext) async throws -> [Figure] {
        let career = try await SeasonCareer.make(in: context.workDirectory)
        let day = Self.windowDay(of: WorldGenerator().generate(seed: SeasonCareer.worldSeed))
        var samples: [Operation: [Double]] = [:]
        var deals = 0
        for round in 0...context.scale.repetitions {
            var times: [Operation: Duration] = [:]
            times[.windowDay] = measure { deals = ComputerMarket.round(day).transfers.count }
            try career.copy(as: "day-round")
            times[.matchDay] = try await measureAsync {
                _ = try await career.manager.playMatchDay(careerId: "day-round", matchDay: 1, lineUp: nil)
            }
            if round > 0 {
                for (operation, time) in times { samples[operation, default: []].append(time.seconds) }
            }
        }
        context.log("transfers: \(deals) deals in the window day")
        let seconds = Samples(seconds: samples)
        return [Figure(benchmark: name, id: "window-day", label: "one window day of the pyramid's market",
                       value: seconds.median(.windowDay),
                       baseline: Figure.Baseline(name: "one match day persisted", value: seconds.median(.matchDay)),
                       target: .valueAtMost(0.3))]
    }

    /// The mid-season window's first day of `world`: every club with the board's budgets from its forecast
    /// revenue and its generated balance.
    static func windowDay(of world: World) -> MarketDay {
        let weeks = 38
        let tiers = Dictionary(world.divisions.map { ($0.id, $0.tier) }, uniquingKeysWith: { first, _ in first })
        let sizes = Dictionary(grouping: world.teams, by: \.divisionId).mapValues(\.count)
        let clubs = world.teams.map { team in
            let tier = tiers[team.divisionId] ?? 1
            let size = sizes[team.divisionId] ?? 1
            let revenue = RevenueForecast.season(
                tier: tier, capacity: StadiumCapacity.of(teamId: team.id, tier: tier, worldSeed: world.seed),
                clubs: size, expectedPosition: (size + 1) / 2, weeks: weeks)
            let budget = BoardBudget.season(revenue: revenue, weeks: weeks, balance: team.budget, tier: tier)
            return MarketClub(id: team.id, tier: tier, balance: team.budget, transferBudget: budget.transfers,
                              weeklyWageBudget: budget.weeklyWages)
        }
        let calendar = TransferCalendar(matchDays: weeks)
        let opens = calendar.opens(.midSeason)
        return MarketDay(clubs: clubs, players: world.players, userTeamId: nil,
                         moment: SeasonMoment(seasonYear: world.season.year, weeksPlayed: opens - 1, weeksInSeason: weeks),
                         window: .midSeason, seed: world.seed)
    }
}
