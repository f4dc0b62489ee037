import GameModels

/// The live-match slice: the user's match kicked off and managed minute by minute. Nothing of the match day
/// is stored until the user's match reaches full time — only the match in progress (its line-up, the
/// changes made and the minute reached), so the rest of the game shows nothing of it before then, and a
/// quit or a crash resumes it where it was.
public protocol LiveMatchDataManaging: Sendable {
    /// The user's match in progress, if he kicked one off and has not finished it.
    func liveMatch(careerId: String) async throws(DataError) -> LiveMatch?

    /// Kicks off the user's match of match day `matchDay` with `lineUp` and `instruction` (both kept for the next
    /// match days) — or, once that day is played, his cup tie midweek after it (the preview shows which). Refused
    /// when that day is not the next to play or the line-up breaks `LineUpRule`.
    func startLiveMatch(careerId: String, matchDay: Int, lineUp: LineUp,
                        instruction: TeamInstruction) async throws(DataError) -> LiveMatch

    /// Makes `change` at its minute and stores it; refused (`.matchChangeRefused`) when the laws or the
    /// match do not allow it then.
    func makeLiveChange(careerId: String, _ change: MatchChange) async throws(DataError) -> LiveMatch

    /// Stores how far the user has watched, so a restart resumes at that minute.
    func recordLiveMinute(careerId: String, minute: Int) async throws(DataError)

    /// Plays the rest of the match day (or of the cup round, for a cup tie) and stores it in one transaction — the
    /// user's match exactly as the changes made it (the assistant managing whatever is left after the minute
    /// reached), every other match on the fast path — and clears the match in progress. A league day with his cup
    /// tie midweek after it leaves that round for him to play next.
    func finishLiveMatch(careerId: String) async throws(DataError) -> PlayedMatchDay
}
