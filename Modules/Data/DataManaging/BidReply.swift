/// The user's answer to another club's bid for one of his players.
public enum BidReply: Sendable, Hashable {
    case accept
    case reject
    case counter(fee: Int)
}
