/// A club contract's terms.
public struct PlayerContractViewModel: Equatable, Sendable {
    /// e.g. "£12.0k/wk".
    public var wage: String
    /// The last season of the deal, e.g. "2028/29".
    public var endSeason: String

    public init(wage: String, endSeason: String) {
        self.wage = wage
        self.endSeason = endSeason
    }
}
