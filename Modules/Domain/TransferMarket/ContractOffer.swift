/// What a club offers a player to sign: a weekly wage and the seasons of the deal.
public struct ContractOffer: Sendable, Hashable {
    public let weeklyWage: Int
    public let seasons: Int

    public init(weeklyWage: Int, seasons: Int) {
        self.weeklyWage = weeklyWage
        self.seasons = seasons
    }
}
