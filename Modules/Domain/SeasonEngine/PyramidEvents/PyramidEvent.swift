/// Something silly that happened somewhere in the pyramid on a match day, for the user's inbox.
public struct PyramidEvent: Sendable, Hashable {
    public let subject: String
    public let body: String
    /// The club it happened to.
    public let teamId: String

    public init(subject: String, body: String, teamId: String) {
        self.subject = subject
        self.body = body
        self.teamId = teamId
    }
}
