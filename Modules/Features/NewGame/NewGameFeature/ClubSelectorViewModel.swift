/// The club row: the chosen club with its division, or a prompt to choose one.
public struct ClubSelectorViewModel: Equatable, Sendable {
    public var label: String
    public var text: String
    public var isChosen: Bool
    public var isFocused: Bool
    public var error: String?

    public init(label: String, text: String, isChosen: Bool, isFocused: Bool, error: String?) {
        self.label = label
        self.text = text
        self.isChosen = isChosen
        self.isFocused = isFocused
        self.error = error
    }
}
