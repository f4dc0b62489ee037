import Economy

/// A player's answer to a contract offer.
public enum ContractAnswer: Sendable, Hashable {
    case accept
    case reject(ContractRefusal)
}

/// Why a player turns an offer down.
public enum ContractRefusal: Sendable, Hashable {
    /// A wage below the minimum or beyond `PlayerNegotiation.maximumWeeklyWage`, or seasons outside 1–5.
    case invalidOffer
    /// He wants at least this weekly wage.
    case wageTooLow(wanted: Int)
    /// He wants a deal of at least this many seasons.
    case tooShort(wanted: Int)

    /// The reason in football terms, as his agent would put it.
    public var reason: String {
        switch self {
        case .invalidOffer: "His agent did not take the offer seriously."
        case .wageTooLow(let wanted): "He wants at least \(Pounds.text(wanted)) a week."
        case .tooShort(let wanted): "He wants the security of a \(wanted)-season deal."
        }
    }
}
