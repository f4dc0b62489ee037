import GameModels

/// A season's fixtures: a double round robin per division, the second half mirroring the first with
/// venues swapped. Clubs are shuffled onto the schedule's slots by the seed, so seasons differ.
public enum FixtureScheduler {
    /// Double round robin: 2(n−1) rounds (n even), every club once per round, venues balanced (no club
    /// home or away more than twice in a row for 6 clubs or more), the second half mirroring the first
    /// with venues swapped. An odd count gets a rest slot: n rounds per half, one club idle each round.
    /// Match ids are "\(seasonId)-\(divisionId)-md\(two-digit round)-\(index from 1)".
    public static func fixtures(seasonId: String, divisionId: String, teamIds: [String], seed: UInt64) -> [Match] {
        guard teamIds.count >= 2 else { return [] }
        // Sorted first, so the fixtures depend on which clubs take part, not on the order they were passed.
        var slots: [String?] = teamIds.sorted()
        var rng = SeededRandomNumberGenerator(seed: seed)
        slots.shuffle(using: &rng)
        if !slots.count.isMultiple(of: 2) { slots.append(nil) }

        let firstHalf = RoundRobin.rounds(slotCount: slots.count)
        let secondHalf = firstHalf.map { round in round.map { (home: $0.away, away: $0.home) } }
        var matches: [Match] = []
        for (roundIndex, round) in (firstHalf + secondHalf).enumerated() {
            let matchDay = roundIndex + 1
            let pairs = round.compactMap { pairing -> (home: String, away: String)? in
                guard let home = slots[pairing.home], let away = slots[pairing.away] else { return nil }
                return (home, away)
            }
            for (index, pair) in pairs.enumerated() {
                matches.append(Match(id: matchId(seasonId: seasonId, divisionId: divisionId, matchDay: matchDay,
                                                 index: index + 1),
                                     seasonId: seasonId, divisionId: divisionId, matchDay: matchDay,
                                     homeTeamId: pair.home, awayTeamId: pair.away))
            }
        }
        return matches
    }

    /// Every division of a world's current season, top tier first, from one seed (each division draws
    /// its own shuffle from it).
    public static func fixtures(for world: World, seed: UInt64) -> [Match] {
        world.divisions.sorted { $0.tier < $1.tier }.flatMap { division in
            fixtures(seasonId: world.season.id, divisionId: division.id,
                     teamIds: world.teams.filter { $0.divisionId == division.id }.map(\.id),
                     seed: SeedMixing.seed(seed, label: division.id))
        }
    }

    private static func matchId(seasonId: String, divisionId: String, matchDay: Int, index: Int) -> String {
        "\(seasonId)-\(divisionId)-md\(matchDay < 10 ? "0" : "")\(matchDay)-\(index)"
    }
}
