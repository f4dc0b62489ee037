import GameModels

/// The draw of one cup round, random from the career's seed: the pool is the clubs joining in the round and the
/// winners of the round before. A round that does not pair everyone gives its byes to the highest-tier clubs of the
/// pool (ties of tier broken by the draw); everyone else is drawn out of the hat in pairs, the first drawn at home.
/// The final is played at a neutral ground. Every club of the pool is in exactly one tie or has a bye.
public enum CupDraw {
    public struct Round: Sendable, Hashable {
        public let ties: [CupTie]
        /// Clubs through to the next round without playing, by id.
        public let byes: [String]
    }

    /// The pool of `round`: its entrants and who went through the round before (by winning a tie or a bye).
    public static func pool(round: Int, format: CupFormat, previous: Round?) -> [CupEntrant] {
        let tiers = Dictionary(format.entrants.map { ($0.teamId, $0.tier) }, uniquingKeysWith: { first, _ in first })
        let through = (previous?.ties.compactMap(\.winnerTeamId) ?? []) + (previous?.byes ?? [])
        let carried = through.map { CupEntrant(teamId: $0, tier: tiers[$0] ?? 0) }
        return (format.entering(round: round) + carried).sorted { $0.teamId < $1.teamId }
    }

    public static func draw(year: Int, round: Int, format: CupFormat, pool: [CupEntrant], worldSeed: UInt64) -> Round {
        var rng = SeededRandomNumberGenerator(seed: SeedMixing.seed(worldSeed, label: "cup-draw-\(year)-\(round)"))
        var hat = pool.sorted { $0.teamId < $1.teamId }
        shuffle(&hat, using: &rng)
        let tieCount = min(format.ties(inRound: round, poolSize: hat.count), hat.count / 2)
        let byeCount = hat.count - 2 * tieCount
        // A stable sort after the shuffle: the highest tiers get the byes, the draw orders clubs within a tier.
        let byTier = hat.enumerated().sorted { ($0.element.tier, $0.offset) < ($1.element.tier, $1.offset) }.map(\.element)
        let byes = Set(byTier.prefix(byeCount).map(\.teamId))
        let drawn = hat.filter { !byes.contains($0.teamId) }
        let final = round == format.rounds
        let ties = stride(from: 0, to: drawn.count - 1, by: 2).enumerated().map { number, index in
            CupTie(id: tieId(year: year, round: round, number: number + 1), year: year, round: round,
                   homeTeamId: drawn[index].teamId, awayTeamId: drawn[index + 1].teamId, homeTier: drawn[index].tier,
                   awayTier: drawn[index + 1].tier, neutralGround: final)
        }
        return Round(ties: ties, byes: byes.sorted())
    }

    /// The rounds drawn so far, rebuilt from the season's ties: a round's byes are the clubs of its pool not drawn.
    public static func rounds(format: CupFormat, ties: [CupTie]) -> [Round] {
        let byRound = Dictionary(grouping: ties, by: \.round)
        var rounds: [Round] = []
        for number in 1...max(1, format.rounds) {
            guard let drawn = byRound[number] else { break }
            let pool = pool(round: number, format: format, previous: rounds.last)
            let playing = Set(drawn.flatMap(\.teamIds))
            rounds.append(Round(ties: drawn.sorted { $0.id < $1.id },
                                byes: pool.map(\.teamId).filter { !playing.contains($0) }))
        }
        return rounds
    }

    /// The round to draw next: round 1 when nothing is drawn, else the one after the last once every tie of it is
    /// played; nil while a round is still to be played, and after the final.
    public static func next(year: Int, format: CupFormat, ties: [CupTie], worldSeed: UInt64) -> Round? {
        let drawn = rounds(format: format, ties: ties)
        let number = drawn.count + 1
        guard number <= format.rounds, drawn.last?.ties.allSatisfy(\.isPlayed) ?? true else { return nil }
        return draw(year: year, round: number, format: format,
                    pool: pool(round: number, format: format, previous: drawn.last), worldSeed: worldSeed)
    }

    private static func tieId(year: Int, round: Int, number: Int) -> String {
        "cup-\(year)-r\(round)-\(number)"
    }

    private static func shuffle(_ clubs: inout [CupEntrant], using rng: inout SeededRandomNumberGenerator) {
        for index in stride(from: clubs.count - 1, to: 0, by: -1) {
            clubs.swapAt(index, Int.random(in: 0...index, using: &rng))
        }
    }
}
