import GameModels

/// A bid between two clubs as the user sees it.
public struct TransferBid: Sendable, Hashable, Identifiable {
    public enum Status: Sendable, Hashable {
        case open
        case accepted
        case rejected
        /// The other side asked for this fee instead.
        case countered(fee: Int)
        /// The window closed before it was answered.
        case expired
        /// The player joined another club before it was answered.
        case closed
    }

    public let id: Int
    public let player: Player
    public let biddingClubName: String
    public let sellingClubName: String
    public let fee: Int
    /// The player's market value when the bid was made.
    public let value: Int
    public let date: GameDate
    public let status: Status

    public init(id: Int, player: Player, biddingClubName: String, sellingClubName: String, fee: Int, value: Int,
                date: GameDate, status: Status) {
        self.id = id
        self.player = player
        self.biddingClubName = biddingClubName
        self.sellingClubName = sellingClubName
        self.fee = fee
        self.value = value
        self.date = date
        self.status = status
    }
}
