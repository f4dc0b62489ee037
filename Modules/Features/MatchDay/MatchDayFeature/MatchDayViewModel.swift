/// What the match-day screen shows: a one-line error when something failed, and the content of the
/// current phase, each with its own view model.
public struct MatchDayViewModel: Equatable, Sendable {
    public enum Content: Equatable, Sendable {
        case preMatch(PreMatchViewModel)
        case idleDay(IdleDayViewModel)
        case live(LiveMatchViewModel)
        case postMatch(PostMatchViewModel)
    }

    public var isLoading: Bool
    public var errorMessage: String?
    /// Nil while loading or when nothing could be loaded.
    public var content: Content?
    /// The season is over: Enter opens the Season Review.
    public var seasonOver: Bool = false
    /// One line over the next day: the day before was played without the user's club.
    public var notice: String?

    public init(isLoading: Bool = true, errorMessage: String? = nil, content: Content? = nil) {
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.content = content
    }

    /// The live replay, when it is on screen.
    public var live: LiveMatchViewModel? {
        if case .live(let live) = content { return live }
        return nil
    }
}
