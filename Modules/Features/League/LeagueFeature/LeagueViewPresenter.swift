/// What the League view sees: the view model and the actions its keys trigger.
@MainActor
public protocol LeagueViewPresenter: AnyObject {
    var viewModel: LeagueViewModel { get }
    /// Fetches the whole pyramid's season; a failure becomes a one-line message in the view model.
    func load() async
    /// Shows the division `offset` places down (positive) or up the pyramid, wrapping around.
    func switchDivision(by offset: Int)
    /// Shows the table, the fixtures or the top scorers of the current division.
    func show(_ mode: LeagueMode)
    /// Moves the selected row of the current list by `offset`, clamped to the list.
    func moveSelection(by offset: Int)
    /// Shows the match day `offset` days later (earlier when negative), within the division's season.
    func pageMatchDay(by offset: Int)
    /// Opens what the selected row stands for: a top scorer's profile.
    func openSelection()
    /// Leaves the screen.
    func close()
}
