/// End-of-season merit payments, as the Premier League pays them: one equal step per place, so the
/// champion of `clubs` gets `clubs` steps and the last club one.
public enum PrizeMoney {
    public static func award(tier: Int, position: Int, clubs: Int) -> Int {
        let places = max(1, clubs)
        return TierEconomy.of(tier: tier).prizePerPlace * (places - position.clamped(to: 1...places) + 1)
    }
}
