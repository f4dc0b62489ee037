/// The board's state after a week or a season, and what it tells the coach, if anything.
public struct BoardVerdict: Sendable, Hashable {
    public enum Event: Sendable, Hashable {
        case warning
        case sack
    }

    public let state: BoardState
    public let event: Event?

    public init(state: BoardState, event: Event?) {
        self.state = state
        self.event = event
    }
}
