/// The read-only world seed, shown so a player can share the world.
public struct WorldSeedViewModel: Equatable, Sendable {
    public var label: String
    public var value: String
    public var note: String
    public var isFocused: Bool

    public init(label: String, value: String, note: String, isFocused: Bool) {
        self.label = label
        self.value = value
        self.note = note
        self.isFocused = isFocused
    }
}
