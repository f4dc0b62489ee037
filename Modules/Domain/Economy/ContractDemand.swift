/// What a player asks for to sign: a weekly wage and the seasons he wants it for.
public struct ContractDemand: Sendable, Hashable {
    public let weeklyWage: Int
    public let seasons: Int

    public init(weeklyWage: Int, seasons: Int) {
        self.weeklyWage = weeklyWage
        self.seasons = seasons
    }
}
