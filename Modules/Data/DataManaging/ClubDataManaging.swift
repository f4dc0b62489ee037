/// The club slice: one club as the squad screen shows it.
public protocol ClubDataManaging: Sendable {
    /// A club with its coach, division and squad.
    func teamDetails(careerId: String, teamId: String) async throws(DataError) -> TeamDetails
}
