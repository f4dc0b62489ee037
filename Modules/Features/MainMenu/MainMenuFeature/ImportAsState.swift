/// The "import as" step: the save could not go under its own name (that career exists, or the file's name
/// is no slot name). The player names a new slot or, when one is taken, replaces that career after a question.
public struct ImportAsState: Sendable, Equatable {
    public enum Choice: Sendable, Equatable {
        case newName, replace
    }

    /// Why the save could not be installed under its own name, one line.
    public var reason: String
    /// The career the save would replace; nil when there is none to replace.
    public var takenSlot: String?
    /// The new slot name as typed.
    public var name: String
    public var choice: Choice
    /// Why the last attempt failed; cleared when the name is edited.
    public var problem: String?

    public init(reason: String, takenSlot: String?, name: String, choice: Choice = .newName, problem: String? = nil) {
        self.reason = reason
        self.takenSlot = takenSlot
        self.name = name
        self.choice = choice
        self.problem = problem
    }
}
