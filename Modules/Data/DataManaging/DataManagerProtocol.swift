import GameModels

/// The use cases the game needs from storage. Features see only this protocol and client models;
/// storage records never cross it. Every method is async and may be called from any actor.
public protocol DataManagerProtocol: Sendable {
    /// Every career slot in the data directory, readable or not, sorted by slot name.
    func listCareers() async throws(DataError) -> [CareerSlot]

    /// The pyramid a new career with `seed` would start in, for choosing a club before it exists.
    func worldPreview(seed: UInt64) async throws(DataError) -> WorldPreview

    /// Generates the world for `request.worldSeed` and stores it, with the user's coach, in a new slot.
    func createNewCareer(_ request: CreateNewCareerRequest) async throws(DataError) -> CreateNewCareerResult

    /// The title-bar facts of one career.
    func careerSummary(careerId: String) async throws(DataError) -> CareerSummary

    /// A club with its coach, division and squad.
    func teamDetails(careerId: String, teamId: String) async throws(DataError) -> TeamDetails

    /// Every division's table, fixtures and top scorers in the current season.
    func leagueOverview(careerId: String) async throws(DataError) -> LeagueOverview

    /// The next match day to play, with the user's match and both squads; `.seasonOver` when none is left.
    func nextMatchDay(careerId: String) async throws(DataError) -> MatchDayPreview

    /// Plays match day `matchDay` of the whole pyramid in one transaction: the user's match live with
    /// `lineUp` (nil: the club's own pick, or no match that day), every other match on the fast path.
    /// Throws `.matchDayAlreadyPlayed` rather than playing a later day, so a repeated call plays nothing.
    func playMatchDay(careerId: String, matchDay: Int, lineUp: LineUp?) async throws(DataError) -> PlayedMatchDay

    /// Plays match days one transaction each, the user's club picking its own line-ups; an interruption
    /// leaves the career at the last complete day. `.seasonOver` when no match day is left to play.
    func advance(careerId: String, _ request: AdvanceRequest) async throws(DataError) -> AdvanceResult

    /// A player with his season and career record.
    func playerDetails(careerId: String, playerId: String) async throws(DataError) -> PlayerDetails
}
