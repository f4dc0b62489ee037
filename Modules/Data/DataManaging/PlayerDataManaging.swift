/// The player slice: one player's profile, and the user's contract decisions on his own players.
public protocol PlayerDataManaging: Sendable {
    /// A player with his season and career record.
    func playerDetails(careerId: String, playerId: String) async throws(DataError) -> PlayerDetails
    /// What one of the user's players asks to extend his contract; `.contractRefused` when a renewal makes
    /// no sense (not his player, retired, a deal already as long as he asks).
    func renewalDemand(careerId: String, playerId: String) async throws(DataError) -> RenewalDemand
    /// Rewrites the contract to `demand` in one transaction: the new wage is paid from the next week. Refused
    /// as `renewalDemand` is, and when the player's demand is no longer `demand`.
    func renewContract(careerId: String, playerId: String, accepting demand: RenewalDemand) async throws(DataError)
    /// What releasing one of the user's players would cost; `.contractRefused` when he cannot go (not his
    /// player, retired, a squad that would fall below its minimum or its keepers).
    func releaseTerms(careerId: String, playerId: String) async throws(DataError) -> ReleaseTerms
    /// Releases him to the free agents and pays up his contract, in one transaction; refused as
    /// `releaseTerms` is. Returns what was paid.
    func releasePlayer(careerId: String, playerId: String) async throws(DataError) -> ReleaseTerms
}
