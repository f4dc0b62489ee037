/// What the Inbox view sees: the view model and the actions its keys trigger.
@MainActor
public protocol InboxViewPresenter: AnyObject {
    var viewModel: InboxViewModel { get }
    /// Loads the messages; a failure becomes a one-line message.
    func load() async
    /// Moves the selection by `offset` messages, kept within the inbox (reading the next page when it leaves this one).
    func move(by offset: Int) async
    /// Moves the selection by `pages` pages of `InboxInteractor.pageSize` messages.
    func page(by pages: Int) async
    /// Opens the selected message and marks it read.
    func openSelected() async
    /// Back from a message to the list.
    func closeMessage()
    /// Marks every message read.
    func markAllRead() async
    /// Hides the pyramid's silly news, or shows it again.
    func togglePyramidNews() async
    /// Leaves the screen.
    func close()
}
