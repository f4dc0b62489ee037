import GameModels

/// The match-day slice: what comes next, and playing it.
public protocol MatchDayDataManaging: Sendable {
    /// The next match day to play, with the user's match and both squads; `.seasonOver` when none is left.
    func nextMatchDay(careerId: String) async throws(DataError) -> MatchDayPreview

    /// Plays match day `matchDay` of the whole pyramid in one transaction: the user's match live with
    /// `lineUp` (nil: the club's own pick, or no match that day), every other match on the fast path.
    /// Throws `.matchDayAlreadyPlayed` rather than playing a later day, so a repeated call plays nothing. The
    /// user's cup tie midweek after the day is left for him to play live (the next preview is that tie).
    /// `advance` plays such a round first, the assistant picking the side, and otherwise plays cup rounds with
    /// their days.
    func playMatchDay(careerId: String, matchDay: Int, lineUp: LineUp?) async throws(DataError) -> PlayedMatchDay

    /// Plays match days one transaction each, the user's club picking its own line-ups; an interruption
    /// leaves the career at the last complete day. `.seasonOver` when no match day is left to play.
    func advance(careerId: String, _ request: AdvanceRequest) async throws(DataError) -> AdvanceResult
}
