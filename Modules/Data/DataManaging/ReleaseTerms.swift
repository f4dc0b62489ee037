/// What a release costs: the rest of the contract, `weeksLeft` weeks of his wage, paid at once.
public struct ReleaseTerms: Sendable, Hashable {
    public let weeksLeft: Int
    public let payOff: Int

    public init(weeksLeft: Int, payOff: Int) {
        self.weeksLeft = weeksLeft
        self.payOff = payOff
    }
}
