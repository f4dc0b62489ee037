import DataManaging

/// Calls from the Season Review interactor that its coordinator turns into navigation and a result.
@MainActor
public protocol SeasonReviewInteractorDelegate: AnyObject {
    /// The user left before starting the next season.
    func seasonReviewDidRequestClose()
    /// The next season has started and the user has read what the old one's end brought.
    func seasonReviewDidFinish(summary: SeasonEndSummary)
}
