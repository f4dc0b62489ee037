import GameModels
import SeasonEngine

/// One long simulation shared by the realism and simulation suites (a debug build plays it in seconds):
/// eight seasons of the test world, about 11,000 matches.
enum RealismRun {
    struct Season: Sendable {
        let number: Int
        let matches: [Match]
        let standings: [String: [Standing]]
        let matchDayCount: Int
    }

    static let seasonCount = 8
    static let seed: UInt64 = 20_260_801

    static let result: (summary: SimulationSummary, seasons: [Season]) = {
        var seasons: [Season] = []
        let summary = SeasonSimulation.simulate(world: TestWorld.world, seasons: seasonCount, seed: seed) { season in
            seasons.append(Season(number: season.number, matches: season.matches, standings: season.standings,
                                  matchDayCount: season.matchDays.count))
        }
        return (summary, seasons)
    }()

    static var summary: SimulationSummary { result.summary }
    static var seasons: [Season] { result.seasons }
}
