/// Calendar dates as the game prints them: "1 Aug 2026", shorter than ISO and unambiguous in every locale.
public enum DateText {
    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    public static func dayMonthYear(day: Int, month: Int, year: Int) -> String {
        let name = monthNames.indices.contains(month - 1) ? monthNames[month - 1] : "\(month)"
        return "\(day) \(name) \(year)"
    }
}
