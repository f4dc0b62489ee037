import TeamFeature
import Testing

@Suite("Money and average text")
struct TeamTextFormattingTests {
    @Test("money switches from pounds to thousands to millions, rounding half up",
          arguments: [
            (0, "£0"), (950, "£950"), (999, "£999"), (1_000, "£1.0k"), (12_000, "£12.0k"), (12_049, "£12.0k"),
            (12_050, "£12.1k"), (999_949, "£999.9k"), (999_950, "£1.0M"), (5_000_000, "£5.0M"),
            (12_345_678, "£12.3M"), (-1_500_000, "-£1.5M"), (-800, "-£800"),
          ])
    func money(_ pounds: Int, _ expected: String) {
        #expect(MoneyText.amount(pounds) == expected)
    }

    @Test("weekly money carries /wk")
    func weekly() {
        #expect(MoneyText.weekly(12_000) == "£12.0k/wk")
    }

    @Test("averages have one decimal, rounded half up",
          arguments: [(51, 2, "25.5"), (271, 4, "67.8"), (10, 3, "3.3"), (20, 3, "6.7"), (60, 2, "30.0"),
                      (0, 0, "–")])
    func average(_ total: Int, _ count: Int, _ expected: String) {
        #expect(DecimalText.average(total: total, count: count) == expected)
    }
}
