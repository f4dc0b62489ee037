/// Money as a manager reads it: pounds, then thousands and millions to one decimal
/// ("£950", "£12.0k", "£5.0M"), rounded half up and switching unit once rounding reaches it. A debt carries
/// the minus sign ("−£1.2M"), not a hyphen, so it reads as money owed and not as a dash.
public enum MoneyText {
    public static func amount(_ pounds: Int) -> String {
        let sign = pounds < 0 ? "\u{2212}" : ""
        let magnitude = pounds.magnitude
        if magnitude < 1_000 { return "\(sign)£\(magnitude)" }
        let thousandTenths = (magnitude + 50) / 100
        if thousandTenths < 10_000 { return sign + "£" + tenths(thousandTenths) + "k" }
        return sign + "£" + tenths((magnitude + 50_000) / 100_000) + "M"
    }

    public static func weekly(_ pounds: Int) -> String { amount(pounds) + "/wk" }

    private static func tenths(_ value: UInt) -> String { "\(value / 10).\(value % 10)" }
}
