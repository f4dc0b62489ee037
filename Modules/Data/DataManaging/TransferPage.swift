/// One page of a season's completed transfers, read in SQL so a listing's memory and time stay flat however
/// many moves the season holds.
public struct TransferPage: Sendable, Hashable {
    /// The most moves one page may ask for.
    public static let maximumLimit = 1_000

    /// This page's moves, newest first.
    public let lines: [TransferLine]
    /// The position of the page's first move among the season's (0 is the newest).
    public let offset: Int
    /// How many moves the season holds in all.
    public let total: Int

    public init(lines: [TransferLine], offset: Int, total: Int) {
        self.lines = lines
        self.offset = offset
        self.total = total
    }
}
