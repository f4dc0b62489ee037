/// What the Team view sees: the view model and the actions its keys trigger.
@MainActor
public protocol TeamViewPresenter: AnyObject {
    var viewModel: TeamViewModel { get }
    /// Fetches the club and its squad; a failure becomes a one-line message in the view model.
    func load() async
    /// Moves the selected row by `offset`, clamped to the squad.
    func moveSelection(by offset: Int)
    /// Makes the column `offset` places to the left/right the sort column (wrapping around).
    func moveSortColumn(by offset: Int)
    /// Flips the direction of the current sort.
    func reverseSort()
    /// Shows or hides the selected player's detail panel.
    func toggleDetail()
    /// Opens the selected player's profile.
    func openSelectedPlayer()
    /// Leaves the screen.
    func close()
}
