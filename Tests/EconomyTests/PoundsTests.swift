import Economy
import Testing

struct PoundsTests {
    @Test func sumsAreGroupedByThousandsWithTheirSign() {
        #expect(Pounds.text(0) == "£0")
        #expect(Pounds.text(999) == "£999")
        #expect(Pounds.text(1_250_000) == "£1,250,000")
        #expect(Pounds.text(-5) == "-£5")
        #expect(Pounds.text(-12_000) == "-£12,000")
    }
}
