/// What one day of the market produced: the completed moves, in the order they were made, and the bids
/// for the user's players.
public struct MarketDayOutcome: Sendable, Hashable {
    public let transfers: [CompletedTransfer]
    public let bidsForUser: [MarketBid]

    public init(transfers: [CompletedTransfer], bidsForUser: [MarketBid]) {
        self.transfers = transfers
        self.bidsForUser = bidsForUser
    }
}
