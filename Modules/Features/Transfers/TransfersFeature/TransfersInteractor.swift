import DataManaging
import Observation

/// Loads the market each time the screen shows (a match day may have moved the window, the money and the
/// bids), keeps the page and the selection, and runs the prompt line where fees, wages and filters are typed.
/// The filters are in `+Filters`; bids, offers and answers to bids in `+Deals`.
@MainActor
@Observable
public final class TransfersInteractor: TransfersInteractorProtocol {
    /// Longer than any fee, wage or club name: what is typed beyond it is dropped.
    public static let maximumInputLength = 40
    /// Done deals read from the career at a time: a screenful and more, never the season's whole list.
    public static let dealsReadLength = 50

    @ObservationIgnored public weak var delegate: (any TransfersInteractorDelegate)?
    public private(set) var state: TransfersScreenState
    public private(set) var viewModel: TransfersViewModel

    @ObservationIgnored let careerId: String
    @ObservationIgnored let dataManager: any TransferDataManaging
    @ObservationIgnored private let viewModelTransform: any TransfersViewModelTransformProtocol

    public init(careerId: String, dataManager: any TransferDataManaging,
                viewModelTransform: any TransfersViewModelTransformProtocol) {
        self.careerId = careerId
        self.dataManager = dataManager
        self.viewModelTransform = viewModelTransform
        let state = TransfersScreenState()
        self.state = state
        self.viewModel = viewModelTransform.transform(state)
    }

    public func load() async {
        update { $0.isLoading = true }
        do {
            try await reloadAll()
            update { state in
                state.isLoading = false
                state.errorMessage = nil
            }
        } catch {
            update { state in
                state.isLoading = false
                state.errorMessage = "Could not load the transfer market: \(error.message)"
            }
        }
    }

    public func switchPage(by offset: Int) {
        let pages = TransfersPage.allCases
        let next = pages[((state.page.rawValue + offset) % pages.count + pages.count) % pages.count]
        update { state in
            state.page = next
            state.selectedIndex = 0
            state.input = nil
        }
    }

    public func move(by offset: Int) async {
        guard state.rowCount > 0 else { return }
        let target = min(max(0, state.selectedIndex + offset), state.rowCount - 1)
        guard target != state.selectedIndex else { return }
        let read = state.doneDealsOffset..<state.doneDealsOffset + state.doneDeals.count
        guard state.page == .doneDeals, !read.contains(target) else { return update { $0.selectedIndex = target } }
        do {
            let deals = try await readDeals(around: target)
            update { state in
                (state.doneDeals, state.doneDealsOffset, state.doneDealsTotal) = (deals.lines, deals.offset, deals.total)
                state.selectedIndex = min(target, max(0, deals.total - 1))
            }
        } catch {
            update { $0.errorMessage = "Could not read the done deals: \(error.message)" }
        }
    }

    /// The page of the season's moves that holds position `index`.
    private func readDeals(around index: Int) async throws(DataError) -> TransferPage {
        try await dataManager.transferPage(careerId: careerId, seasonYear: nil,
                                           offset: index / Self.dealsReadLength * Self.dealsReadLength,
                                           limit: Self.dealsReadLength)
    }

    public func openSelected() {
        guard let playerId = state.selectedPlayerId else { return }
        delegate?.transfersInteractorDidChoosePlayer(playerId: playerId)
    }

    public func close() {
        delegate?.transfersInteractorDidRequestClose()
    }

    public func type(_ text: String) {
        guard let typed = state.input?.text, typed.count < Self.maximumInputLength else { return }
        update { $0.input?.text += text.prefix(Self.maximumInputLength - typed.count) }
    }

    public func deleteBackward() {
        guard let text = state.input?.text, !text.isEmpty else { return }
        update { $0.input?.text.removeLast() }
    }

    public func cancelInput() {
        update { $0.input = nil }
    }

    public func submitInput() async {
        guard let input = state.input else { return }
        switch input.purpose {
        case .filter(let filter): await applyFilter(filter, text: input.text)
        case .bid(let playerId, let playerName, let clubName):
            guard let fee = TransfersNumberInput.money(input.text) else { return unreadable(input) }
            update { $0.input = nil }
            await bid(fee: fee, playerId: playerId, playerName: playerName, clubName: clubName)
        case .wage(let playerId, let playerName, let seasons):
            guard let wage = TransfersNumberInput.money(input.text) else { return unreadable(input) }
            update { state in
                state.outcome = nil
                state.input = TransfersInput(
                    purpose: .seasons(playerId: playerId, playerName: playerName, weeklyWage: wage), text: "\(seasons)")
            }
        case .seasons(let playerId, let playerName, let wage):
            guard let seasons = TransfersNumberInput.whole(input.text) else { return unreadable(input) }
            update { $0.input = nil }
            await offer(ContractOffer(weeklyWage: wage, seasons: seasons), playerId: playerId, playerName: playerName)
        case .counter(let bidId, _):
            guard let fee = TransfersNumberInput.money(input.text) else { return unreadable(input) }
            update { $0.input = nil }
            await reply(.counter(fee: fee), toBid: bidId)
        }
    }

    /// Reads everything the screen lists again, keeping the page and the selection within it.
    func reloadAll() async throws(DataError) {
        let status = try await dataManager.transferMarketStatus(careerId: careerId)
        let results = try await dataManager.searchMarket(careerId: careerId, query: state.query)
        let shortlist = try await dataManager.shortlist(careerId: careerId)
        let ownBids = try await dataManager.ownBids(careerId: careerId)
        let bids = try await dataManager.incomingBids(careerId: careerId)
        let deals = try await readDeals(around: state.page == .doneDeals ? state.selectedIndex : 0)
        update { state in
            state.status = status
            state.results = results
            state.shortlist = shortlist
            state.ownBids = ownBids
            state.incomingBids = bids
            (state.doneDeals, state.doneDealsOffset, state.doneDealsTotal) = (deals.lines, deals.offset, deals.total)
            state.selectedIndex = max(0, min(state.selectedIndex, state.rowCount - 1))
        }
    }

    func update(_ change: (inout TransfersScreenState) -> Void) {
        change(&state)
        viewModel = viewModelTransform.transform(state)
    }

    /// Typed text that is not what was asked: said on the line, and the prompt stays to be typed over.
    func unreadable(_ input: TransfersInput) {
        update { $0.outcome = .unreadable(text: input.text, purpose: input.purpose) }
    }
}
