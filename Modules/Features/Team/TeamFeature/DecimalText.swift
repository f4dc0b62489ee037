/// Averages shown to one decimal without Foundation's formatters.
package enum DecimalText {
    /// `total / count` rounded half up to one decimal ("25.5"); "–" when there is nothing to average
    /// (or a negative total, which ages and ratings never have and this rounding does not handle).
    package static func average(total: Int, count: Int) -> String {
        guard count > 0, total >= 0 else { return "–" }
        let tenths = (total * 20 + count) / (2 * count)
        return "\(tenths / 10).\(tenths % 10)"
    }
}
