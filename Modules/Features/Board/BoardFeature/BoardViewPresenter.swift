/// What the Board view sees: the view model and the actions its keys trigger.
@MainActor
public protocol BoardViewPresenter: AnyObject {
    var viewModel: BoardViewModel { get }
    /// Loads the board's status; a failure becomes a one-line message.
    func load() async
    /// Moves the selection among the offers by `offset`, kept within the list.
    func move(by offset: Int)
    /// Takes the selected offer.
    func acceptSelected() async
    /// Opens the field to type the name of a club to apply to.
    func startApplying()
    /// Adds typed text to the club's name.
    func type(_ text: String)
    /// Deletes the last character of the club's name.
    func erase()
    /// Applies to the club named in the field.
    func submitApplication() async
    /// Closes the field without applying.
    func cancelApplying()
    /// Leaves the screen.
    func close()
}
