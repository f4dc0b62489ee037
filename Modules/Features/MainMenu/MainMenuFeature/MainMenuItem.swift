/// The entries of the top menu, in the order they are shown.
public enum MainMenuItem: Sendable, Equatable, CaseIterable {
    case newCareer
    case continueCareer
    case importSave
    case quit
}
