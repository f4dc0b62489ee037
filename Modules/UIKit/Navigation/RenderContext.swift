/// The room a screen may draw in (inside the title and hint bars) and whether colour is wanted.
public struct RenderContext: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public let colored: Bool

    public init(width: Int, height: Int, colored: Bool) {
        self.width = width
        self.height = height
        self.colored = colored
    }
}
