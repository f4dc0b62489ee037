/// What the view sees of the interactor: the view model and the user's actions.
@MainActor
public protocol NewGameViewPresenter: AnyObject {
    var viewModel: NewGameViewModel { get }
    /// Loads the world preview so the chosen club can be shown with its division.
    func load() async
    func focusNext()
    func focusPrevious()
    /// Appends typed text to the focused text field.
    func type(_ text: String)
    /// Deletes the last character of the focused text field.
    func deleteBackward()
    /// Enter on the focused field: next field, choose a club, or start the career.
    func activate() async
    func cancel()
}
