/// The football pyramid a career plays in.
public struct League: Identifiable, Sendable, Hashable, Codable {
    public let id: String
    public let name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
