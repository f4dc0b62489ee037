/// A double round robin by the circle method: every club meets every other once at home and once
/// away, each club playing once per match day. Pairs are indices into the club list.
enum RoundRobin {
    struct Fixture: Equatable {
        let matchDay: Int
        let home: Int
        let away: Int
    }

    /// `clubCount` must be even (the world generator's divisions are); 2·(n−1) match days of n/2 fixtures.
    static func fixtures(clubCount: Int) -> [Fixture] {
        guard clubCount >= 2, clubCount.isMultiple(of: 2) else { return [] }
        let rounds = clubCount - 1
        var firstHalf: [Fixture] = []
        for round in 0..<rounds {
            // Club n−1 stays put; the others rotate one place per round.
            let rotating = (0..<rounds).map { (round + $0) % rounds } + [rounds]
            for slot in 0..<clubCount / 2 {
                let (first, second) = (rotating[slot], rotating[clubCount - 1 - slot])
                // Alternating who is at home keeps runs of home or away games short.
                let swap = (round + slot).isMultiple(of: 2)
                firstHalf.append(Fixture(matchDay: round + 1, home: swap ? second : first, away: swap ? first : second))
            }
        }
        let secondHalf = firstHalf.map { Fixture(matchDay: $0.matchDay + rounds, home: $0.away, away: $0.home) }
        return firstHalf + secondHalf
    }
}
