import GameModels

/// Everything a season's end changes, for Persistence to write in one transaction.
public struct SeasonRolloverOutcome: Sendable {
    /// The season that starts now.
    public let season: Season
    /// Every club, in its division for the new season.
    public let teams: [Team]
    /// Everyone still playing, a year older, with their new clubs and contracts; free agents included.
    public let players: [Player]
    /// Players who retired, as they were when they stopped.
    public let retired: [Player]
    /// Free agents nobody signed for a whole season: they leave the game (not counted as retirements).
    public let departedIds: [String]
    public let moves: [DivisionMove]
    /// The club that finished first, by division id.
    public let champions: [String: String]
    public let awards: [SeasonAward]
    public let youthIntake: [Player]
    public let releasedIds: [String]
    public let renewedIds: [String]
    /// Free agents signed, as (player id, club id).
    public let signings: [PlayerSigning]
    /// The new season's fixtures.
    public let fixtures: [Match]
}

/// A free agent joining a club.
public struct PlayerSigning: Sendable, Hashable, Codable {
    public let playerId: String
    public let teamId: String
}
