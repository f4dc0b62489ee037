/// The roles text can play on screen; the theme decides what each looks like.
public enum TextStyle: Sendable, Hashable, CaseIterable {
    case plain, title, heading, selected, dim, accent, good, bad, warning
}
