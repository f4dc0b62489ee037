/// The lists of the Transfers screen, in the order ←→ step through them.
public enum TransfersPage: Int, CaseIterable, Sendable, Equatable {
    case market
    case shortlist
    case incomingBids
    case doneDeals
}
