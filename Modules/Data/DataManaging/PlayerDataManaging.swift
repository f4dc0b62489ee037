/// The player slice: one player's profile.
public protocol PlayerDataManaging: Sendable {
    /// A player with his season and career record.
    func playerDetails(careerId: String, playerId: String) async throws(DataError) -> PlayerDetails
}
