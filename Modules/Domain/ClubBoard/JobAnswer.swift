/// A club's answer to the coach's application.
public enum JobAnswer: Sendable, Hashable {
    case offer
    /// Why not, in football terms.
    case turnedDown(String)
}
