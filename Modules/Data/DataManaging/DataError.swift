import GameModels

/// What can go wrong below the data interface. `message` is one line, fit to show a user as is.
public enum DataError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalidSlotName(String)
    case slotTaken(String)
    case careerNotFound(String)
    case careerUnreadable(slot: String, reason: String)
    case teamNotFound(String)
    case playerNotFound(String)
    case seasonOver(seasonLabel: String)
    case seasonNotOver(seasonLabel: String, matchDay: Int)
    case seasonNotFound(year: Int, first: Int, current: Int)
    case matchDayAlreadyPlayed(Int)
    case invalidLineUp(LineUpRule.Violation)
    /// A change during the user's match that cannot be made then; the text is the reason in football terms.
    case matchChangeRefused(String)
    /// A renewal or release that makes no sense; the text is the reason in football terms.
    case contractRefused(String)
    /// A bid, a signing or an answer to a bid that cannot be made; the text is the reason in football terms.
    case transferRefused(String)
    case bidNotFound(Int)
    case noLiveMatch
    case messageNotFound(Int)
    case jobOfferNotFound(Int)
    /// An application that cannot be made (his own club, an offer already open); the reason in football terms.
    case jobRefused(String)
    /// Sacked with no new club yet: nothing to play until he accepts an offer.
    case unemployed
    case invalidAdvance(String)
    case invalidCoachName(CoachNameRule.Violation)
    case dataDirectoryUnusable(path: String, reason: String)
    /// A request outside what a slice answers (a page of no messages); the reason says what it takes.
    case invalidRequest(String)
    case storage(String)

    public var message: String {
        switch self {
        case .invalidSlotName(let slot):
            "invalid career slot name '\(slot)': use 1–40 letters, digits, '-' or '_'"
        case .slotTaken(let slot): "career slot '\(slot)' is already in use"
        case .careerNotFound(let slot): "no career in slot '\(slot)'"
        case .careerUnreadable(let slot, let reason): "career '\(slot)' cannot be read: \(reason)"
        case .teamNotFound(let team): "no club with id '\(team)'"
        case .playerNotFound(let player): "no player with id '\(player)'"
        case .seasonOver(let season):
            "the \(season) season is over: every match is played; start the next season first"
        case .seasonNotOver(let season, let matchDay):
            "the \(season) season is not over: match day \(matchDay) is still to be played"
        case .seasonNotFound(let year, let first, let current):
            "no season \(year) in this career: it has seasons \(first)–\(current)"
        case .matchDayAlreadyPlayed(let day): "match day \(day) has already been played"
        case .invalidLineUp(let violation): "invalid line-up: \(violation)"
        case .matchChangeRefused(let reason), .contractRefused(let reason), .transferRefused(let reason),
             .jobRefused(let reason): reason
        case .bidNotFound(let id): "no open bid with id \(id)"
        case .noLiveMatch: "no match is being played: kick off first"
        case .messageNotFound(let id): "no message with id \(id) in the inbox"
        case .jobOfferNotFound(let id): "no open job offer with id \(id)"
        case .unemployed: "the board has sacked you and you have no club: accept one of your job offers to go on"
        case .invalidAdvance(let reason): "cannot advance: \(reason)"
        case .invalidCoachName(let violation): "invalid coach name: \(violation)"
        case .dataDirectoryUnusable(let path, let reason): "data directory \(path) cannot be used: \(reason)"
        case .invalidRequest(let reason): reason
        case .storage(let detail): "storage error: \(detail)"
        }
    }

    public var description: String { message }
}
