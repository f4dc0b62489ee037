/// A selling club's answer to a bid.
public enum BidAnswer: Sendable, Hashable {
    /// The fee is agreed: the player may now be offered a contract.
    case accepted(fee: Int)
    /// The reason in football terms ("not for sale: he is their only keeper").
    case rejected(reason: String)
    /// They would sell for this fee.
    case countered(fee: Int)
}
