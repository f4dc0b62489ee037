import TeamFeature
import Testing

@Suite("Average text")
struct TeamTextFormattingTests {
    @Test("averages have one decimal, rounded half up",
          arguments: [(51, 2, "25.5"), (271, 4, "67.8"), (10, 3, "3.3"), (20, 3, "6.7"), (60, 2, "30.0"),
                      (0, 0, "–")])
    func average(_ total: Int, _ count: Int, _ expected: String) {
        #expect(DecimalText.average(total: total, count: count) == expected)
    }
}
