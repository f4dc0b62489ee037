/// The "import as" form and the question before a replace.
public struct ImportAsViewModel: Sendable, Equatable {
    /// Why the save needs another name, one line.
    public var reason: String
    public var nameLabel: String
    public var name: String
    public var isNameFocused: Bool
    public var nameError: String?
    /// "Replace career 'x'", when there is a career to replace.
    public var replaceLabel: String?
    public var isReplaceFocused: Bool
    public var hint: String
    /// The lines of the question asked before replacing.
    public var question: [String]

    public init(reason: String, nameLabel: String, name: String, isNameFocused: Bool, nameError: String?,
                replaceLabel: String?, isReplaceFocused: Bool, hint: String, question: [String]) {
        self.reason = reason
        self.nameLabel = nameLabel
        self.name = name
        self.isNameFocused = isNameFocused
        self.nameError = nameError
        self.replaceLabel = replaceLabel
        self.isReplaceFocused = isReplaceFocused
        self.hint = hint
        self.question = question
    }
}
