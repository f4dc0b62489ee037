import GameModels
import Testing
@testable import WorldGenerator

@Suite("Ratings")
struct RatingsTests {
    @Test("every attribute and overall is on the 1–99 scale", arguments: GeneratedWorlds.seeds)
    func scale(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        let offScale = world.players.filter { player in
            let r = player.ratings
            let values = [r.pace, r.shooting, r.passing, r.dribbling, r.defending, r.physical, r.goalkeeping, r.overall]
            return !values.allSatisfy { (1...99).contains($0) }
        }
        #expect(offScale.isEmpty, "\(offScale.map(\.id))")
    }

    @Test("overall is the one the position's weights derive", arguments: GeneratedWorlds.seeds)
    func overallDerived(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        let mismatched = world.players.filter { player in
            let r = player.ratings
            let derived = PlayerRatings(pace: r.pace, shooting: r.shooting, passing: r.passing,
                                        dribbling: r.dribbling, defending: r.defending, physical: r.physical,
                                        goalkeeping: r.goalkeeping, position: player.position)
            return derived.overall != r.overall
        }
        #expect(mismatched.isEmpty, "\(mismatched.map(\.id))")
    }

    @Test("mean overall falls strictly from tier to tier, about 72 at the top and 52 at the bottom",
          arguments: GeneratedWorlds.seeds)
    func overallFallsWithTier(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        let tierByTeam = world.tierByTeam
        let means = (1...4).map { tier in
            let overalls = world.players.filter { tierByTeam[$0.teamId ?? ""] == tier }.map(\.ratings.overall)
            return Double(overalls.reduce(0, +)) / Double(overalls.count)
        }
        for (upper, lower) in zip(means, means.dropFirst()) {
            #expect(upper > lower)
        }
        #expect((69.0...75.0).contains(means[0]))
        #expect((49.0...55.0).contains(means[3]))
    }

    @Test("clubs in one division differ in strength", arguments: GeneratedWorlds.seeds)
    func strengthSpread(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        let squads = world.squads
        for division in world.divisions {
            let strengths = world.teams(in: division.id).map { TeamStrength.rating(of: squads[$0.id, default: []]) }
            #expect(strengths.max()! - strengths.min()! >= 4, "\(division.name): \(strengths)")
        }
    }

    @Test("every keeper keeps goal better than any outfielder", arguments: GeneratedWorlds.seeds)
    func keepersKeepGoal(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        let keepers = world.players.filter { $0.position == .goalkeeper }.map(\.ratings.goalkeeping)
        let outfield = world.players.filter { $0.position != .goalkeeper }.map(\.ratings.goalkeeping)
        #expect(keepers.min()! > outfield.max()!)
    }

    @Test("attributes fit the position", arguments: GeneratedWorlds.seeds)
    func attributesFitPosition(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        func mean(_ position: Position, _ attribute: KeyPath<PlayerRatings, Int>) -> Double {
            let values = world.players.filter { $0.position == position }.map { $0.ratings[keyPath: attribute] }
            return Double(values.reduce(0, +)) / Double(values.count)
        }
        #expect(mean(.defender, \.defending) > mean(.forward, \.defending) + 15)
        #expect(mean(.forward, \.shooting) > mean(.defender, \.shooting) + 15)
        #expect(mean(.midfielder, \.passing) > mean(.forward, \.passing))
        #expect(mean(.goalkeeper, \.shooting) < mean(.midfielder, \.shooting) - 20)
    }

    @Test("generated ratings land the overall on the wanted level",
          arguments: [Position.goalkeeper, .defender, .midfielder, .forward])
    func ratingsHitLevel(position: Position) {
        var rng = SeededRandomNumberGenerator(seed: 5)
        for level in stride(from: 35, through: 85, by: 5) {
            let ratings = RatingsGenerator.ratings(for: position, level: level, using: &rng)
            #expect(abs(ratings.overall - level) <= 1, "\(position) at \(level) got \(ratings.overall)")
        }
    }
}
