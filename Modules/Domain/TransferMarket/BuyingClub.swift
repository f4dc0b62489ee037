import Economy
import GameModels

/// How a club that bid for a player answers the selling club's counter-offer — the same for a computer club's
/// seller and for the manager (issue #39): it takes a fee it can pay (`SeasonBudget.spendable`) up to the most any
/// club asks for such a player (`ceiling`). A computer seller's counter is its asking price, never above that, so the
/// ceiling only stops a counter no club would ask.
public enum BuyingClub {
    /// The most a club pays for `player`: his value with a key player's premium, the dearest `SellingClub` asks.
    public static func ceiling(for player: Player, at moment: SeasonMoment) -> Int {
        MoneyRounding.quoted(Double(MarketValue.of(player, at: moment)) * SellingClub.keyPlayerPremium,
                             minimum: MarketValue.minimum)
    }

    /// Whether `club` takes a counter-offer of `fee` for `player`.
    public static func takes(counter fee: Int, for player: Player, club: MarketClub, at moment: SeasonMoment) -> Bool {
        fee <= SeasonBudget.spendable(transfersLeft: club.transferBudget, balance: club.balance)
            && fee <= ceiling(for: player, at: moment)
    }
}
