import ClubBoard

/// The user's standing with his board, as the board screen and command show it.
public struct BoardStatus: Sendable, Hashable {
    /// His club — the one that sacked him, while he has none.
    public let teamId: String
    public let clubName: String
    /// His club's strength rank in its division, and the division's size.
    public let rank: Int
    public let clubs: Int
    public let expectation: BoardExpectation
    public let state: BoardState
    /// Open offers, best club first.
    public let offers: [JobOffer]

    public init(teamId: String, clubName: String, rank: Int, clubs: Int, expectation: BoardExpectation,
                state: BoardState, offers: [JobOffer]) {
        self.teamId = teamId
        self.clubName = clubName
        self.rank = rank
        self.clubs = clubs
        self.expectation = expectation
        self.state = state
        self.offers = offers
    }
}
