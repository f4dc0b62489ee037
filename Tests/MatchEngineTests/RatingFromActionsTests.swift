import GameModels
@testable import MatchEngine
import Testing

/// A match rating weighs what the engine counted the player doing: a keeper's saves, a shot that tests the
/// keeper, a foul.
@Suite("Ratings from what a player did")
struct RatingFromActionsTests {
    struct Rated {
        let actions: PlayerActions
        let line: PitchLine?
        let conceded: Int
        let goals: Int
        let rating: Double
    }

    static let rated: [Rated] = GeneratedSides.fixtures(count: 1_500).enumerated().flatMap { index, fixture in
        let core = MatchCore.played(home: TeamSheet(fixture.home), away: TeamSheet(fixture.away),
                                    seed: UInt64(index) &* 6_151, plan: .unmanaged, through: 2 * MatchClock.halfLength)
        var rng = SeededRandomNumberGenerator(seed: UInt64(index))
        let performances = PerformanceRater.performances(of: core.sides, actions: core.tally.actions, goals: core.goals,
                                                         finalMinute: 2 * MatchClock.halfLength, using: &rng)
        return performances.compactMap { performance -> Rated? in
            for (side, state) in core.sides.enumerated() {
                guard let number = state.number(of: performance.playerId) else { continue }
                return Rated(actions: core.tally.actions[side, number], line: state.lastLine(of: number),
                             conceded: core.goals[1 - side], goals: performance.goals, rating: performance.rating)
            }
            return nil
        }
    }

    static func mean(_ players: [Rated]) -> Double {
        players.map(\.rating).reduce(0, +) / Double(max(1, players.count))
    }

    @Test("a keeper who makes four saves or more rates above one who makes none, for the same goals against")
    func savesLiftAKeeper() {
        let keepers = Self.rated.filter { $0.line == .keeper && $0.conceded == 1 }
        let busy = keepers.filter { $0.actions.stops >= 4 }
        let idle = keepers.filter { $0.actions.stops == 0 }
        #expect(busy.count > 50 && idle.count > 50, "\(busy.count) busy, \(idle.count) idle")
        #expect(Self.mean(busy) - Self.mean(idle) > 0.35, "\(Self.mean(busy)) against \(Self.mean(idle))")
    }

    @Test("a forward who keeps the keeper busy without scoring rates above one who never tests him")
    func shotsOnTargetLiftAForward() {
        let forwards = Self.rated.filter { $0.line == .attack && $0.goals == 0 }
        let testing = forwards.filter { $0.actions.shotsSaved >= 2 }
        let quiet = forwards.filter { $0.actions.shotsSaved == 0 && $0.actions.shotsWasted <= 1 }
        #expect(testing.count > 50 && quiet.count > 50)
        #expect(Self.mean(testing) > Self.mean(quiet) + 0.15, "\(Self.mean(testing)) against \(Self.mean(quiet))")
    }

    @Test("three fouls or more cost a player against none")
    func foulsCost() {
        let outfield = Self.rated.filter { $0.line != .keeper && $0.actions.offsides == 0 }
        let rough = outfield.filter { $0.actions.fouls >= 3 }
        let clean = outfield.filter { $0.actions.fouls == 0 }
        #expect(rough.count > 50)
        #expect(Self.mean(clean) > Self.mean(rough) + 0.1, "\(Self.mean(clean)) against \(Self.mean(rough))")
    }
}
