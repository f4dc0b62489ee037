import GameModels

/// One completed move: a sale between clubs or a free agent signed.
public struct TransferLine: Sendable, Hashable {
    public let date: GameDate
    public let playerId: String
    public let playerName: String
    public let position: Position
    public let age: Int
    /// Nil when he joined as a free agent.
    public let fromClubName: String?
    public let toClubName: String
    /// Zero for a free agent.
    public let fee: Int
    public let weeklyWage: Int
    public let seasons: Int

    public init(date: GameDate, playerId: String, playerName: String, position: Position, age: Int,
                fromClubName: String?, toClubName: String, fee: Int, weeklyWage: Int, seasons: Int) {
        self.date = date
        self.playerId = playerId
        self.playerName = playerName
        self.position = position
        self.age = age
        self.fromClubName = fromClubName
        self.toClubName = toClubName
        self.fee = fee
        self.weeklyWage = weeklyWage
        self.seasons = seasons
    }
}
