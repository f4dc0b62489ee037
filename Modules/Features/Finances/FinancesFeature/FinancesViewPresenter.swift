/// What the Finances view sees: the view model and the actions its keys trigger.
@MainActor
public protocol FinancesViewPresenter: AnyObject {
    var viewModel: FinancesViewModel { get }
    /// Loads the club's money this season; a failure becomes a one-line message.
    func load() async
    /// Moves the cursor in the week-by-week list by `offset` weeks (a page with `[ ]`), kept within the season.
    func moveSelection(by offset: Int)
    /// Leaves the screen.
    func close()
}
