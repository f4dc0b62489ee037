/// The lists of the Transfers screen, in the order ←→ step through them.
public enum TransfersPage: Int, CaseIterable, Sendable, Equatable {
    case market
    case shortlist
    /// The user's own bids, where an agreed fee waits for his contract offer.
    case ownBids
    case incomingBids
    case doneDeals
}
