/// A computer club's bid for one of the user's players, for the user to answer.
public struct MarketBid: Sendable, Hashable {
    public let playerId: String
    public let bidderTeamId: String
    public let fee: Int

    public init(playerId: String, bidderTeamId: String, fee: Int) {
        self.playerId = playerId
        self.bidderTeamId = bidderTeamId
        self.fee = fee
    }
}
