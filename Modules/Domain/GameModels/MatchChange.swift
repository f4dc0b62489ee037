/// A change the manager makes while his match is played. It takes effect once every tick of `minute` has
/// been played (stoppage time included), so what happened up to that minute never changes; a change at
/// minute 45 is made at half time.
public struct MatchChange: Sendable, Hashable, Codable {
    public enum Kind: Sendable, Hashable, Codable {
        /// `off` leaves (or, injured, has already left) and `on` comes on from the bench.
        case substitution(off: String, on: String)
        case formation(Formation)
        case instruction(TeamInstruction)
        /// The assistant manages the rest of the match (the user skipped to full time, or left the match).
        case assistantTakesOver
    }

    public let minute: Int
    public let kind: Kind

    public init(minute: Int, kind: Kind) {
        self.minute = minute
        self.kind = kind
    }
}
