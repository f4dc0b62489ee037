/// What the view sees of the interactor: the view model to draw and the actions keys trigger.
@MainActor
public protocol TeamSelectViewPresenter: AnyObject {
    var viewModel: TeamSelectViewModel { get }
    /// Loads the world preview for the feature's seed.
    func load() async
    /// Moves the club selection up (negative) or down (positive) within the division.
    func moveSelection(by offset: Int)
    /// Shows the previous (negative) or next (positive) division.
    func switchDivision(by offset: Int)
    /// Picks the selected club.
    func confirmSelection()
    /// Leaves without picking a club.
    func cancel()
}
