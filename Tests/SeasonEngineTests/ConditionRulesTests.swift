import GameModels
import Testing
@testable import SeasonEngine

@Suite("Condition rules")
struct ConditionRulesTests {
    private static let player = TestWorld.world.players[0]

    private static func performance(minutes: Int, redCards: Int = 0, injured: Bool = false) -> PlayerPerformance {
        PlayerPerformance(playerId: player.id, teamId: player.teamId ?? "", started: minutes > 0,
                          minutesPlayed: minutes, redCards: redCards, injured: injured, rating: 6)
    }

    @Test("a full match costs 10 fitness for the strongest and 25 for the frailest, pro rata for less")
    func fatigue() {
        #expect(ConditionRules.fatigue(minutes: 90, physical: 99) == 10)
        #expect(ConditionRules.fatigue(minutes: 90, physical: 1) == 25)
        #expect(ConditionRules.fatigue(minutes: 0, physical: 50) == 0)
        let full = ConditionRules.fatigue(minutes: 90, physical: 60)
        #expect(abs(ConditionRules.fatigue(minutes: 45, physical: 60) * 2 - full) <= 1)
        let losses = stride(from: 1, through: 99, by: 7).map { ConditionRules.fatigue(minutes: 90, physical: $0) }
        #expect(losses == losses.sorted(by: >))
    }

    @Test("an injury keeps a player out for one to six match days, short ones most often")
    func injuryLength() {
        var rng = SeededRandomNumberGenerator(seed: 3)
        var counts = [Int: Int]()
        for _ in 0..<6_000 { counts[ConditionRules.injuryLength(using: &rng), default: 0] += 1 }
        #expect(Set(counts.keys) == Set(1...6))
        #expect((counts[1] ?? 0) > (counts[3] ?? 0) && (counts[3] ?? 0) > (counts[6] ?? 0))
    }

    @Test("playing tires, a red card suspends for one match, a new injury sets its own length")
    func afterPlaying() {
        let tired = Self.player.with(condition: PlayerCondition(fitness: 90))
        let fatigue = ConditionRules.fatigue(minutes: 90, physical: Self.player.ratings.physical)
        let sentOff = ConditionRules.condition(after: tired, performance: Self.performance(minutes: 90, redCards: 1),
                                               newInjuryLength: nil, restDays: 0)
        #expect(sentOff == PlayerCondition(fitness: 90 - fatigue, suspensionMatchDays: 1))
        let hurt = ConditionRules.condition(after: tired, performance: Self.performance(minutes: 30, injured: true),
                                            newInjuryLength: 4, restDays: 0)
        #expect(hurt.injuryMatchDays == 4 && hurt.fitness < 90 && !hurt.isSuspended)
    }

    @Test("a week of rest wins back about two thirds of what is missing, and counts absences down by one")
    func afterResting() {
        let out = Self.player.with(condition: PlayerCondition(fitness: 70, injuryMatchDays: 3, suspensionMatchDays: 1))
        #expect(ConditionRules.condition(after: out, performance: nil, newInjuryLength: nil, restDays: 7)
            == PlayerCondition(fitness: 90, injuryMatchDays: 2))
        let benched = Self.player.with(condition: PlayerCondition(fitness: 95))
        #expect(ConditionRules.condition(after: benched, performance: Self.performance(minutes: 0),
                                         newInjuryLength: nil, restDays: 7) == PlayerCondition(fitness: 98))
        #expect(ConditionRules.condition(after: Self.player, performance: nil, newInjuryLength: nil, restDays: 7)
            == .fresh)
    }

    @Test("the fewer days until the next match, the less comes back; none at all without rest")
    func recoveryByDays() {
        let recovered = (0...10).map { ConditionRules.recovered(60, restDays: $0) }
        #expect(recovered.first == 60)
        #expect(recovered == recovered.sorted())
        #expect(ConditionRules.recovered(60, restDays: 3) <= 76)
        #expect(ConditionRules.recovered(60, restDays: 7) >= 85)
        #expect(ConditionRules.recovered(100, restDays: 7) == 100)
    }

    @Test("a starter playing every minute weekly stays at 85 or more all season, even the frailest; midweek games cost more")
    func weeklyStarterStaysFit() {
        let ratings = Self.player.ratings
        let frailest = Self.player.with(teamId: Self.player.teamId, ratings: PlayerRatings(
            pace: ratings.pace, shooting: ratings.shooting, passing: ratings.passing, dribbling: ratings.dribbling,
            defending: ratings.defending, physical: 1, goalkeeping: ratings.goalkeeping, overall: ratings.overall))
        func season(restDays: Int) -> [Int] {
            var player = frailest
            var kickOffFitness: [Int] = []
            for _ in 0..<38 {
                kickOffFitness.append(player.condition.fitness)
                player = player.with(condition: ConditionRules.condition(
                    after: player, performance: Self.performance(minutes: 90), newInjuryLength: nil, restDays: restDays))
            }
            return kickOffFitness
        }
        let weekly = season(restDays: 7)
        #expect(weekly.allSatisfy { $0 >= 85 })
        #expect(weekly.last ?? 100 < 90)
        let twiceAWeek = season(restDays: 3)
        #expect(twiceAWeek.last ?? 100 < (weekly.last ?? 0) - 10)
    }
}
