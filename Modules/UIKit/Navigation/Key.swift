/// One input to a screen, whether it came from a key press or a line of a script.
public enum Key: Sendable, Hashable {
    case up, down, left, right
    case enter, escape, tab, backspace
    /// Shift-Tab.
    case backtab
    case character(Character)
    /// A whole string typed at once (script mode's `type:Some text`).
    case text(String)
}
