/// How a selling club prices a player, so the screen can say it where a bid is made.
public struct BidPricing: Sendable, Hashable {
    /// A regular — one of the club's best `keyPlayers` — costs `keyPlayerPremium` × his value.
    public let keyPlayers: Int
    public let keyPlayerPremium: Double
    /// A club in debt takes this share of its price.
    public let debtDiscount: Double
    /// A bid of this share of the price, or of the player's full value, brings the club's price back; less is
    /// turned down.
    public let counterShare: Double

    public init(keyPlayers: Int, keyPlayerPremium: Double, debtDiscount: Double, counterShare: Double) {
        self.keyPlayers = keyPlayers
        self.keyPlayerPremium = keyPlayerPremium
        self.debtDiscount = debtDiscount
        self.counterShare = counterShare
    }
}
