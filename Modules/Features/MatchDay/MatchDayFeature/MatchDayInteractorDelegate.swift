import DataManaging

/// Calls from the MatchDay interactor that its coordinator turns into navigation, a result or a
/// notice to the hub.
@MainActor
public protocol MatchDayInteractorDelegate: AnyObject {
    /// Esc before the match: leave the feature.
    func matchDayInteractorDidRequestClose()
    /// A player row of the match report was chosen.
    func matchDayInteractorDidSelectPlayer(playerId: String)
    /// Every match of the season is played and the user asked for the Season Review.
    func matchDayInteractorDidReachSeasonEnd()
    /// A match day has been played and stored; `summary` is the career after it (its date moved on).
    func matchDayDidPlay(summary: CareerSummary)
}
