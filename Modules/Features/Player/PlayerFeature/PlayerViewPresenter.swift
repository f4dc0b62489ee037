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
    /// Asks the player's renewal demand and puts it to the user; a refusal becomes the prompt line.
    func askRenewal() async
    /// Asks what releasing him costs and puts it to the user; a refusal becomes the prompt line.
    func askRelease() async
    /// Accepts the question put: the contract is rewritten or the player released, then the profile reloads.
    func confirm() async
    /// Drops the question put, changing nothing.
    func cancelQuestion()
}
