/// What the History view sees: the view model and the actions its keys trigger.
@MainActor
public protocol HistoryViewPresenter: AnyObject {
    var viewModel: HistoryViewModel { get }
    /// Loads the career's record books; a failure becomes a one-line message.
    func load() async
    /// The next (+1) or previous (-1) section, wrapping round.
    func switchSection(by offset: Int)
    /// Scrolls the section's list, kept within `0...limit`.
    func scroll(by offset: Int, limit: Int)
    /// Leaves the screen.
    func close()
}
