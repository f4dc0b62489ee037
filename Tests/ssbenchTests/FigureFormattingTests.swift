import Testing
@testable import ssbench

/// The table stays readable from microseconds to seconds and from tiny ratios to huge ones.
struct FigureFormattingTests {
    @Test(arguments: [(0.000_012_3, "12.3 µs"), (0.0291, "29.1 ms"), (0.9496, "949.6 ms"), (2.5, "2.500 s")])
    func timesPickTheirUnit(seconds: Double, expected: String) {
        #expect(FigureFormatting.amount(seconds, .seconds) == expected)
    }

    @Test(arguments: [(9_999.0, "9999 /s"), (91_234.0, "91k /s")])
    func ratesPickTheirUnit(rate: Double, expected: String) {
        #expect(FigureFormatting.amount(rate, .perSecond) == expected)
    }

    @Test(arguments: [(23_262.58, "23263×"), (2.494, "2.49×"), (0.002_84, "0.00284×")])
    func ratiosKeepThreeSignificantFigures(ratio: Double, expected: String) {
        #expect(FigureFormatting.ratio(ratio) == expected)
    }

    @Test func aMissingRatioIsBlank() {
        #expect(FigureFormatting.ratio(nil).isEmpty)
        #expect(FigureFormatting.ratio(.infinity).isEmpty)
    }
}
