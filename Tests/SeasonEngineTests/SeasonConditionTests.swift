import GameModels
@testable import SeasonEngine
import Testing

@Suite("Condition over a season")
struct SeasonConditionTests {
    @Test("a player who starts every league match takes 85 % or more into each one, 75 % after a midweek cup round")
    func weeklyStartersStayFit() {
        let season = SeasonSimulation.playSeason(world: TestWorld.world, seed: 5)
        let tiers = Dictionary(uniqueKeysWithValues: TestWorld.world.divisions.map { ($0.id, $0.tier) })
        let cup = CupFormat(entrants: TestWorld.world.teams.map { CupEntrant(teamId: $0.id, tier: tiers[$0.divisionId] ?? 1) })
        let weeks = season.matchDays.count
        var fitness: [String: Int] = [:]
        var kickOffFitness: [String: [(fitness: Int, afterCup: Bool)]] = [:]
        var clubOf: [String: String] = [:]
        var clubMatches: [String: Int] = [:]
        for matchDay in season.matchDays {
            let afterCup = CupCalendar.round(afterMatchDay: matchDay.matchDay - 1, rounds: cup.rounds, weeks: weeks) != nil
            for report in matchDay.reports {
                for teamId in [report.homeTeamId, report.awayTeamId] { clubMatches[teamId, default: 0] += 1 }
                for performance in report.performances where performance.started {
                    kickOffFitness[performance.playerId, default: []].append((fitness[performance.playerId] ?? 100, afterCup))
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
            // Three and four days of rest around a cup tie restore less than a week does: a club in the cup tires.
            let lowest = starts.filter { !$0.afterCup }.map(\.fitness).min() ?? 100
            let lowestAfterCup = starts.filter(\.afterCup).map(\.fitness).min() ?? 100
            #expect(lowest >= 85, "\(playerId) took \(lowest) % into a match")
            #expect(lowestAfterCup >= 75, "\(playerId) took \(lowestAfterCup) % into a match after a cup round")
        }
    }
}
