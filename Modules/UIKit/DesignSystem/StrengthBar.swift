/// A small bar for squad strength, so clubs can be compared at a glance.
public enum StrengthBar {
    /// `value` on a 40–85 scale fills `cells` blocks; anything outside is clamped.
    public static func render(value: Int, cells: Int = 10) -> String {
        let clamped = min(85, max(40, value))
        let filled = (clamped - 40) * cells / 45
        return String(repeating: "█", count: filled) + String(repeating: "░", count: cells - filled)
    }
}
