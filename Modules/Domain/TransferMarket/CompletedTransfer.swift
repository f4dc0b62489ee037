import GameModels

/// A player who changed club: from a club for a fee, or a free agent (`fromTeamId` nil, no fee).
public struct CompletedTransfer: Sendable, Hashable {
    public let playerId: String
    public let fromTeamId: String?
    public let toTeamId: String
    public let fee: Int
    /// The deal he signed at his new club.
    public let contract: Contract

    public init(playerId: String, fromTeamId: String?, toTeamId: String, fee: Int, contract: Contract) {
        self.playerId = playerId
        self.fromTeamId = fromTeamId
        self.toTeamId = toTeamId
        self.fee = fee
        self.contract = contract
    }
}
