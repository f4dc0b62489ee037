/// What the Player view sees: the view model and the actions its keys trigger.
@MainActor
public protocol PlayerViewPresenter: AnyObject {
    var viewModel: PlayerViewModel { get }
    /// Fetches the player's record; a failure becomes a one-line message in the view model.
    func load() async
    /// Moves the page `offset` lines down (negative: up), kept within `0...limit`, the page's last line.
    func scroll(by offset: Int, limit: Int)
    /// Leaves the profile.
    func close()
}
