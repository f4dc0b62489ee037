/// The selling club's answer to a bid for one of its players.
public enum BidAnswer: Sendable, Hashable {
    case accept
    case reject(BidRefusal)
    /// The club would sell for this fee.
    case counter(fee: Int)
}

/// Why a club turns a bid down.
public enum BidRefusal: Sendable, Hashable {
    /// Negative or beyond `FeeRule.maximumFee`.
    case invalidFee
    /// Selling him would leave the squad below its smallest size.
    case squadTooSmall
    /// Selling him would leave his position below its minimum.
    case positionShort
    /// Far below what the club wants for him.
    case feeTooLow

    /// The reason in football terms, as the selling club's chairman would put it.
    public var reason: String {
        switch self {
        case .invalidFee: "That is not a fee any club can bid."
        case .squadTooSmall: "The club cannot spare a player: the squad is already down to the bare minimum."
        case .positionShort: "He is not for sale: the club has no cover for his position without him."
        case .feeTooLow: "The bid is nowhere near what they want for him and was rejected out of hand."
        }
    }
}
