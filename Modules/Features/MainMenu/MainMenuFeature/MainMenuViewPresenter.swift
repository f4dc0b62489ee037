/// What the view sees of the interactor: the view model and the actions its keys trigger.
@MainActor
public protocol MainMenuViewPresenter: AnyObject {
    var viewModel: MainMenuViewModel { get }
    /// Reads the career slots, so "Continue" knows what can be continued.
    func load() async
    /// Moves the highlight in the current list; negative is up.
    func moveSelection(by offset: Int)
    /// Acts on the highlighted menu item or career slot, or submits the import form.
    func select() async
    /// Steps back: the replace question to the "import as" form, that form to the path, the slot list or
    /// the path to the menu. Returns false on the menu itself, where there is nothing to go back to.
    func goBack() -> Bool
    /// Appends typed text to the import path or the "import as" name.
    func type(_ text: String)
    /// Deletes the last character of the import path or the "import as" name.
    func deleteBackward()
    /// The answer to "replace the career?": yes installs the save over it, no goes back to the choice.
    func answerReplace(_ replace: Bool) async
}
