/// Feedback on the last action, shown under the list until the next action.
public enum MainMenuNotice: Sendable, Equatable {
    /// Enter on a career whose file cannot be opened.
    case careerUnreadable(slot: String, reason: String)
    /// An import installed a new career in this slot.
    case careerImported(slot: String)
}
