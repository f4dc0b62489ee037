import Economy
import Testing

/// Fees paid less fees received, counted once for careers, `simulate` and the Finances screen (issue #39).
struct NetSpendingTests {
    @Test func aFeeCountsForTheBuyerAndAgainstTheSellerAndAFreeAgentForTheBuyerAlone() {
        let spending = NetSpending.byClub([(fee: 500, from: "a", to: "b"), (fee: 200, from: "b", to: "c"),
                                           (fee: 0, from: nil, to: "a"), (fee: 50, from: nil, to: "c")])
        #expect(spending == ["a": -500, "b": 300, "c": 250])
    }
}
