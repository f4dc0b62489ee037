/// What the Season Review view sees: the view model and the actions its keys trigger.
@MainActor
public protocol SeasonReviewViewPresenter: AnyObject {
    var viewModel: SeasonReviewViewModel { get }
    /// Loads the final table and the expiring contracts; a failure becomes a one-line message.
    func load() async
    /// Moves the contract selection (decisions) or scrolls the page (summary) by `offset`.
    func move(by offset: Int)
    /// Renew ↔ release for the selected expiring player.
    func toggleDecision()
    /// Decisions: starts the next season with them. Summary: moves on into the new season.
    func confirm() async
    /// Leaves before the season is started.
    func close()
}
