import DataManaging
import Testing

@Suite struct CareerSlotNameTests {
    @Test(arguments: ["career-1", "My_Club", "a", String(repeating: "x", count: 40)])
    func acceptsSafeNames(_ slot: String) {
        #expect(CareerSlotName.isValid(slot))
    }

    @Test(arguments: ["", "a/b", "..", "../x", "with space", "-flag", "é", String(repeating: "x", count: 41)])
    func rejectsUnsafeNames(_ slot: String) {
        #expect(!CareerSlotName.isValid(slot))
        #expect(throws: DataError.invalidSlotName(slot)) { try CareerSlotName.validate(slot) }
    }
}
