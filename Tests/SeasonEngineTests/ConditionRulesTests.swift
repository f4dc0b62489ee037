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
                                               newInjuryLength: nil)
        #expect(sentOff == PlayerCondition(fitness: 90 - fatigue, suspensionMatchDays: 1))
        let hurt = ConditionRules.condition(after: tired, performance: Self.performance(minutes: 30, injured: true),
                                            newInjuryLength: 4)
        #expect(hurt.injuryMatchDays == 4 && hurt.fitness < 90 && !hurt.isSuspended)
    }

    @Test("resting restores 15 fitness up to 100 and counts absences down by one")
    func afterResting() {
        let out = Self.player.with(condition: PlayerCondition(fitness: 70, injuryMatchDays: 3, suspensionMatchDays: 1))
        #expect(ConditionRules.condition(after: out, performance: nil, newInjuryLength: nil)
            == PlayerCondition(fitness: 85, injuryMatchDays: 2))
        let benched = Self.player.with(condition: PlayerCondition(fitness: 95))
        #expect(ConditionRules.condition(after: benched, performance: Self.performance(minutes: 0), newInjuryLength: nil)
            == .fresh)
        #expect(ConditionRules.condition(after: Self.player, performance: nil, newInjuryLength: nil) == .fresh)
    }
}
