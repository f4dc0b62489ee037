/// A contract put to a player, or what he asks: a weekly wage and full seasons after the current one.
public struct ContractOffer: Sendable, Hashable {
    public let weeklyWage: Int
    public let seasons: Int

    public init(weeklyWage: Int, seasons: Int) {
        self.weeklyWage = weeklyWage
        self.seasons = seasons
    }
}
