import GameModels
import SeasonEngine
import Testing

@Suite("Condition over a season")
struct SeasonConditionTests {
    @Test("a player who starts every match of his club's season takes 85 % or more into each one")
    func weeklyStartersStayFit() {
        let season = SeasonSimulation.playSeason(world: TestWorld.world, seed: 5)
        var fitness: [String: Int] = [:]
        var kickOffFitness: [String: [Int]] = [:]
        var clubOf: [String: String] = [:]
        var clubMatches: [String: Int] = [:]
        for matchDay in season.matchDays {
            for report in matchDay.reports {
                for teamId in [report.homeTeamId, report.awayTeamId] { clubMatches[teamId, default: 0] += 1 }
                for performance in report.performances where performance.started {
                    kickOffFitness[performance.playerId, default: []].append(fitness[performance.playerId] ?? 100)
                    clubOf[performance.playerId] = performance.teamId
                }
            }
            for (playerId, condition) in matchDay.conditions { fitness[playerId] = condition.fitness }
        }
        let everPresent = kickOffFitness.filter { playerId, starts in
            starts.count == clubOf[playerId].flatMap { clubMatches[$0] }
        }
        // At least a keeper in most of the pyramid's clubs starts every match.
        #expect(everPresent.count >= 60)
        for (playerId, starts) in everPresent {
            #expect(starts.allSatisfy { $0 >= 85 }, "\(playerId) took \(starts.min() ?? 0) % into a match")
        }
    }
}
