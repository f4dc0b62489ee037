/// What the Transfers view sees: the view model and the actions its keys trigger.
@MainActor
public protocol TransfersViewPresenter: AnyObject {
    var viewModel: TransfersViewModel { get }
    /// Loads the window, the money, the search, the shortlist, the bids and the deals; a failure is one line.
    func load() async
    /// Shows the next (or, with -1, the previous) list, wrapping round.
    func switchPage(by offset: Int)
    /// Moves the selection by `offset` rows, kept within the list (the done deals read again past the page read).
    func move(by offset: Int) async
    /// Opens the selected player's profile.
    func openSelected()
    func close()

    // Market filters; each change searches again.
    func cyclePosition() async
    func toggleFreeAgentsOnly() async
    /// Puts the filter's current value on the prompt line to be typed over.
    func editFilter(_ filter: TransfersFilter)
    func clearFilters() async

    /// Adds the selected player to the shortlist or takes him off it.
    func toggleShortlist() async
    /// Puts a fee for the selected player on the prompt line, prefilled with his value.
    func askBid()
    /// Bids the fee the selling club countered with.
    func takeCounter() async
    /// Asks the selected player's demand (a market player, or the player of one of the user's bids) and puts
    /// his wage, then the seasons, on the prompt line.
    func askContract() async
    /// Answers the selected incoming bid.
    func acceptBid() async
    func rejectBid() async
    /// Puts a fee to ask back on the prompt line, prefilled with the player's value.
    func askCounter()

    // The prompt line while typing.
    func type(_ text: String)
    func deleteBackward()
    /// Does what the typed text was asked for.
    func submitInput() async
    func cancelInput()
}
