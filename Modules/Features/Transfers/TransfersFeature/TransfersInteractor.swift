import DataManaging
import GameModels
import Observation

/// Loads the market each time the screen shows (a match day may have moved the window, the money and the
/// bids), keeps the page, the filters and the selection, and runs the prompt line where fees, wages and
/// filters are typed. Bids, offers and answers to bids are in `TransfersInteractor+Deals.swift`.
@MainActor
@Observable
public final class TransfersInteractor: TransfersInteractorProtocol {
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

    public func move(by offset: Int) {
        guard state.rowCount > 0 else { return }
        let target = min(max(0, state.selectedIndex + offset), state.rowCount - 1)
        guard target != state.selectedIndex else { return }
        update { $0.selectedIndex = target }
    }

    public func openSelected() {
        guard let playerId = state.selectedPlayerId else { return }
        delegate?.transfersInteractorDidChoosePlayer(playerId: playerId)
    }

    public func close() {
        delegate?.transfersInteractorDidRequestClose()
    }

    public func cyclePosition() async {
        let choices: [Position?] = [nil] + Position.allCases
        let current = choices.firstIndex(of: state.query.position) ?? 0
        update { $0.query.position = choices[(current + 1) % choices.count] }
        await search()
    }

    public func toggleFreeAgentsOnly() async {
        update { $0.query.freeAgentsOnly.toggle() }
        await search()
    }

    public func editFilter(_ filter: TransfersFilter) {
        guard state.page == .market else { return }
        let query = state.query
        let text: String? = switch filter {
        case .ages: query.ages.map { "\($0.lowerBound)-\($0.upperBound)" }
        case .minimumOverall: query.minimumOverall.map(String.init)
        case .maximumValue: query.maximumValue.map(String.init)
        case .tier: query.tier.map(String.init)
        case .club: query.club
        }
        update { $0.input = TransfersInput(purpose: .filter(filter), text: text ?? "") }
    }

    public func clearFilters() async {
        update { $0.query = MarketQuery(limit: $0.query.limit) }
        await search()
    }

    public func type(_ text: String) {
        guard state.input != nil else { return }
        update { $0.input?.text += text }
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

    /// Searches the market again with the filters as they are; a refusal becomes the prompt line.
    func search() async {
        do {
            let results = try await dataManager.searchMarket(careerId: careerId, query: state.query)
            update { state in
                state.results = results
                state.selectedIndex = 0
                state.outcome = nil
            }
        } catch {
            update { $0.outcome = .refused(error.message) }
        }
    }

    /// Reads everything the screen lists again, keeping the page and the selection within it.
    func reloadAll() async throws(DataError) {
        let status = try await dataManager.transferMarketStatus(careerId: careerId)
        let results = try await dataManager.searchMarket(careerId: careerId, query: state.query)
        let shortlist = try await dataManager.shortlist(careerId: careerId)
        let bids = try await dataManager.incomingBids(careerId: careerId)
        let deals = try await dataManager.completedTransfers(careerId: careerId, seasonYear: nil)
        update { state in
            state.status = status
            state.results = results
            state.shortlist = shortlist
            state.incomingBids = bids
            state.doneDeals = deals
            state.selectedIndex = max(0, min(state.selectedIndex, state.rowCount - 1))
        }
    }

    func update(_ change: (inout TransfersScreenState) -> Void) {
        change(&state)
        viewModel = viewModelTransform.transform(state)
    }

    /// Typed text that is not what was asked: said on the line, and the prompt stays to be typed over.
    private func unreadable(_ input: TransfersInput) {
        update { $0.outcome = .unreadable(text: input.text, purpose: input.purpose) }
    }

    private func applyFilter(_ filter: TransfersFilter, text: String) async {
        let typed = text.trimmingCharacters(in: .whitespaces)
        var query = state.query
        switch filter {
        case .club:
            query.club = typed.isEmpty ? nil : typed
        case .ages:
            guard let ages = Self.filterValue(typed, TransfersNumberInput.ages) else { return unreadable(filter, text) }
            query.ages = ages
        case .minimumOverall, .tier:
            let field: WritableKeyPath<MarketQuery, Int?> = filter == .tier ? \.tier : \.minimumOverall
            guard let number = Self.filterValue(typed, TransfersNumberInput.whole) else {
                return unreadable(filter, text)
            }
            query[keyPath: field] = number
        case .maximumValue:
            guard let value = Self.filterValue(typed, TransfersNumberInput.money) else {
                return unreadable(filter, text)
            }
            query.maximumValue = value
        }
        update { state in
            state.query = query
            state.input = nil
        }
        await search()
    }

    /// A typed filter: `.some(nil)` (any) when empty, nil when it cannot be read.
    private static func filterValue<Value>(_ typed: String, _ read: (String) -> Value?) -> Value?? {
        typed.isEmpty ? .some(nil) : read(typed).map { .some($0) }
    }

    private func unreadable(_ filter: TransfersFilter, _ text: String) {
        unreadable(TransfersInput(purpose: .filter(filter), text: text))
    }
}
