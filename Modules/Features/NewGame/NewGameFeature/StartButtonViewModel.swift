/// The "Start career" button; it stays usable when not enabled so Enter can report what is missing.
public struct StartButtonViewModel: Equatable, Sendable {
    public var label: String
    public var isFocused: Bool
    public var isEnabled: Bool

    public init(label: String, isFocused: Bool, isEnabled: Bool) {
        self.label = label
        self.isFocused = isFocused
        self.isEnabled = isEnabled
    }
}
