/// A manager. `isUser` marks the coach the player of the game controls.
public struct Coach: Identifiable, Sendable, Hashable, Codable {
    public let id: String
    public let teamId: String?
    public let firstName: String
    public let lastName: String
    public let isUser: Bool

    public init(id: String, teamId: String?, firstName: String, lastName: String, isUser: Bool) {
        self.id = id
        self.teamId = teamId
        self.firstName = firstName
        self.lastName = lastName
        self.isUser = isUser
    }

    public var fullName: String { "\(firstName) \(lastName)" }
}
