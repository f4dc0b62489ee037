import DataManaging

/// How the last action ended, shown on the prompt line until the next one.
public enum TransfersOutcome: Sendable, Equatable {
    /// The selling club's answer to the user's bid; a counter may be taken with one key.
    case bidAnswered(playerId: String, playerName: String, clubName: String, answer: BidAnswer)
    /// The player's answer to a contract offer.
    case contractAnswered(playerName: String, answer: ContractAnswer)
    /// An incoming bid as it stands after the user's reply.
    case bidReplied(TransferBid)
    /// An incoming bid already answered or expired.
    case bidClosed(TransferBid)
    /// A bid for a free agent: no fee is owed, a contract is offered straight away.
    case freeAgentOwesNoFee(playerName: String)
    case shortlisted(playerName: String, isOn: Bool)
    /// Typed text that is not what was asked ("abc" for a fee).
    case unreadable(text: String, purpose: TransfersInput.Purpose)
    /// Why it cannot be done: a `DataError`'s message, or a rule the screen knows.
    case refused(String)
}
