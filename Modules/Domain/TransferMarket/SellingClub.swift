import Economy
import GameModels

/// How a club answers a bid for one of its players: his market value, how much the club needs him and how
/// much it needs the money.
public enum SellingClub {
    /// A player among the squad's `keyPlayers` best by overall is a regular the club prices higher.
    public static let keyPlayers = 11
    public static let keyPlayerPremium = 1.5
    /// A club in debt takes less: it needs the money more than the player.
    public static let debtDiscount = 0.8
    /// Bids at or above this share of the asking price get a counter-offer; below it, a refusal.
    public static let counterShare = 0.7

    /// What the club wants for `player` of `squad` (his own club's players, him included) with `balance`
    /// in the bank.
    public static func askingPrice(for player: Player, squad: [Player], balance: Int, at moment: SeasonMoment) -> Int {
        let better = squad.reduce(0) { $0 + ($1.ratings.overall > player.ratings.overall ? 1 : 0) }
        let need = better < keyPlayers ? keyPlayerPremium : 1
        let money = balance < 0 ? debtDiscount : 1
        return MoneyRounding.quoted(Double(MarketValue.of(player, at: moment)) * need * money,
                                    minimum: MarketValue.minimum)
    }

    /// The club's answer to a bid of `fee` for `player`. `fromManager`: the bid is the user's, and one of his
    /// full value is always answered with the club's price rather than dismissed, so the Transfers screen's
    /// bid (his value, prefilled) leads somewhere; the computer clubs' market was tuned without it (their bids
    /// are priced by their own premium) and keeps the plain rule.
    public static func answer(fee: Int, for player: Player, squad: [Player], balance: Int,
                              at moment: SeasonMoment, fromManager: Bool) -> BidAnswer {
        guard FeeRule.isValid(fee) else { return .reject(.invalidFee) }
        guard squad.count > SquadLimits.size.lowerBound else { return .reject(.squadTooSmall) }
        guard SquadLimits.canLose(player, from: squad) else { return .reject(.positionShort) }
        let asking = askingPrice(for: player, squad: squad, balance: balance, at: moment)
        if fee >= asking { return .accept }
        let serious = Double(fee) >= Double(asking) * counterShare
            || (fromManager && fee >= MarketValue.of(player, at: moment))
        return serious ? .counter(fee: asking) : .reject(.feeTooLow)
    }
}
