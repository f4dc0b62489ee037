import GameModels
/// What the cup pays: prize money for each round, more to the club that goes through than to the one that goes
/// out, and the gate of a tie shared between the two clubs. Anchored on the FA Cup (2023–24: £41k/£14k in the first
/// round proper up to £2M/£1M in the final; the gate split between the clubs after costs).
public enum CupMoney {
    /// Per round, counted back from the final: (to the club that goes through, to the one that goes out).
    static let prizes: [(won: Int, lost: Int)] = [
        (2_000_000, 1_000_000), (1_000_000, 500_000), (450_000, 150_000), (225_000, 75_000),
        (120_000, 40_000), (105_000, 35_000), (67_000, 22_000), (41_000, 14_000),
    ]
    /// The final is played at the national stadium, sold out.
    public static let finalCrowd = 85_000
    /// A visitor from a higher tier fills more seats: this share more per tier between them.
    public static let biggerVisitorLift = 0.15
    /// Each round nearer the final fills this share more.
    public static let roundLift = 0.05

    /// The prize for playing `round` of `rounds`, won or lost.
    public static func prize(round: Int, rounds: Int, won: Bool) -> Int {
        let fromFinal = min(max(0, rounds - round), prizes.count - 1)
        return won ? prizes[fromFinal].won : prizes[fromFinal].lost
    }

    /// The tie's crowd: the home ground at its tier's usual fill, more for a bigger visitor and a later round;
    /// a final fills the national stadium.
    public static func crowd(homeTier: Int, awayTier: Int, capacity: Int, round: Int, rounds: Int) -> Int {
        if round >= rounds { return finalCrowd }
        let lift = (1 + biggerVisitorLift * Double(max(0, homeTier - awayTier))) * (1 + roundLift * Double(round - 1))
        let fill = TierEconomy.of(tier: homeTier).baseFill * lift
        return Int(Double(max(0, capacity)) * min(1, fill))
    }

    /// What each club of a played tie books: its prize, and half the gate at the home club's ticket price (the
    /// top tier's at the final).
    public static func movements(homeTier: Int, awayTier: Int, capacity: Int, round: Int, rounds: Int,
                                 homeWon: Bool) -> (home: [MoneyMovement], away: [MoneyMovement]) {
        let ticketTier = round >= rounds ? 1 : homeTier
        let gate = crowd(homeTier: homeTier, awayTier: awayTier, capacity: capacity, round: round, rounds: rounds)
            * TierEconomy.of(tier: ticketTier).ticketPrice
        let share = MoneyMovement(kind: .gateReceipts, amount: gate / 2)
        return ([MoneyMovement(kind: .prizeMoney, amount: prize(round: round, rounds: rounds, won: homeWon)), share],
                [MoneyMovement(kind: .prizeMoney, amount: prize(round: round, rounds: rounds, won: !homeWon)), share])
    }
}
