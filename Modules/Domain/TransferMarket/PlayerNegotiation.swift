import Economy
import GameModels

/// How a player answers a contract offer: by his demand at the new club (`WageDemand.signing`) and the
/// clubs' standing — dropping a tier asks more, a step up takes a little less.
public enum PlayerNegotiation {
    /// Each tier down adds this share to his demand.
    public static let stepDownPremium = 0.2
    /// Each tier up takes this share off it, never below `lowestShare`.
    public static let stepUpDiscount = 0.05
    public static let lowestShare = 0.85
    /// He accepts a deal up to this many seasons shorter than he wants.
    public static let seasonsGiven = 1
    public static let seasonRange = 1...5
    /// Far above any wage of the world (a 99 in the top flight asks about £120,000): a typing slip.
    public static let maximumWeeklyWage = 1_000_000

    /// What `player` (with his club's tier, nil for a free agent) asks to join a club of `tier`.
    public static func demand(of player: Player, fromTier: Int?, toTier: Int) -> ContractDemand {
        let base = WageDemand.signing(player, clubTier: toTier)
        let steps = toTier - (fromTier ?? toTier)
        let share = steps >= 0 ? 1 + Double(steps) * stepDownPremium
            : max(lowestShare, 1 + Double(steps) * stepUpDiscount)
        return ContractDemand(weeklyWage: max(WageDemand.minimumWage, MoneyRounding.tens(Double(base.weeklyWage) * share)),
                              seasons: base.seasons)
    }

    /// His answer to a deal of `weeklyWage` for `seasons` seasons (this one counted when signed before the
    /// halfway point).
    public static func answer(weeklyWage: Int, seasons: Int, player: Player, fromTier: Int?,
                              toTier: Int) -> ContractAnswer {
        guard (WageDemand.minimumWage...maximumWeeklyWage).contains(weeklyWage), seasonRange.contains(seasons) else {
            return .reject(.invalidOffer)
        }
        let demand = demand(of: player, fromTier: fromTier, toTier: toTier)
        if weeklyWage < demand.weeklyWage { return .reject(.wageTooLow(wanted: demand.weeklyWage)) }
        if seasons < demand.seasons - seasonsGiven { return .reject(.tooShort(wanted: demand.seasons - seasonsGiven)) }
        return .accept
    }
}
