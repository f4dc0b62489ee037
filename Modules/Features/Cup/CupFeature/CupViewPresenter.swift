/// What the Cup view sees: the view model and the actions its keys trigger.
@MainActor
public protocol CupViewPresenter: AnyObject {
    var viewModel: CupViewModel { get }
    /// Loads this season's cup; a failure becomes a one-line message.
    func load() async
    /// The next (+1) or previous (-1) round drawn, wrapping round.
    func switchRound(by offset: Int)
    /// Scrolls the round's ties, kept within `0...limit`.
    func scroll(by offset: Int, limit: Int)
    /// Leaves the screen.
    func close()
}
