/// A player's answer to a contract offer.
public enum ContractAnswer: Sendable, Hashable {
    /// He signed: the move as it is recorded.
    case signed(TransferLine)
    /// The reason in football terms ("he wants at least £12,000 a week to drop a division").
    case rejected(reason: String)
}
