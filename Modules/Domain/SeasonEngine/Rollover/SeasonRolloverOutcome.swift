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
    /// Players whose contracts ran out and who signed again where they were (stars included).
    public let renewedIds: [String]
    /// Players signed from outside the club: stars whose contracts ran out elsewhere, then free agents.
    public let signings: [PlayerSigning]
    /// The new season's fixtures.
    public let fixtures: [Match]
}

/// A player joining a club at the season's end, with no fee: his contract elsewhere had run out, or he had none.
public struct PlayerSigning: Sendable, Hashable, Codable {
    public let playerId: String
    public let teamId: String
}
