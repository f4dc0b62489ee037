import DesignSystem
import Testing

@Suite("Money and date text")
struct TextFormattingTests {
    @Test("money switches from pounds to thousands to millions, rounding half up; debts carry a minus sign",
          arguments: [
            (0, "£0"), (950, "£950"), (999, "£999"), (1_000, "£1.0k"), (12_000, "£12.0k"), (12_049, "£12.0k"),
            (12_050, "£12.1k"), (999_949, "£999.9k"), (999_950, "£1.0M"), (5_000_000, "£5.0M"),
            (12_345_678, "£12.3M"), (-1_500_000, "−£1.5M"), (-800, "−£800"),
            (-1_249_999, "−£1.2M"), (-999_950, "−£1.0M"),
          ])
    func money(_ pounds: Int, _ expected: String) {
        #expect(MoneyText.amount(pounds) == expected)
    }

    @Test("weekly money carries /wk")
    func weekly() {
        #expect(MoneyText.weekly(12_000) == "£12.0k/wk")
    }

    @Test("dates read day, short month, year; a month out of range stays a number",
          arguments: [((1, 8, 2026), "1 Aug 2026"), ((31, 12, 2027), "31 Dec 2027"), ((9, 1, 2027), "9 Jan 2027"),
                      ((5, 13, 2027), "5 13 2027")])
    func dates(_ date: (Int, Int, Int), _ expected: String) {
        #expect(DateText.dayMonthYear(day: date.0, month: date.1, year: date.2) == expected)
    }
}
