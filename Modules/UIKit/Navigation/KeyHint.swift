/// A key and what it does on the current screen, shown in the hint bar and the help overlay.
public struct KeyHint: Sendable, Hashable {
    public let key: String
    public let label: String

    public init(_ key: String, _ label: String) {
        self.key = key
        self.label = label
    }
}
