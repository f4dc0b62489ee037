/// A bar for a value on a 0…`maximum` scale (fitness out of 100, ratings out of 99), in the style of
/// DesignSystem's StrengthBar, which is fixed to squad strengths.
enum LevelBar {
    static let cells = 10

    /// `value` fills its share of `cells` blocks, rounded down; values outside the scale are clamped.
    static func render(_ value: Int, maximum: Int) -> String {
        let filled = min(maximum, max(0, value)) * cells / max(1, maximum)
        return String(repeating: "█", count: filled) + String(repeating: "░", count: cells - filled)
    }
}
