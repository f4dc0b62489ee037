import DataManaging
import DesignSystem

/// Turns the Transfers screen's state into its view model.
@MainActor
public protocol TransfersViewModelTransformProtocol {
    func transform(_ state: TransfersScreenState) -> TransfersViewModel
}

/// The one place the Transfers screen's text is formatted: the window and the money, the tabs with their
/// counts, the filters, the rows of each list (in `+Rows`) and the prompt line (in `+Prompt`).
public struct TransfersViewModelTransform: TransfersViewModelTransformProtocol {
    public init() {}

    public func transform(_ state: TransfersScreenState) -> TransfersViewModel {
        var viewModel = TransfersViewModel(isLoading: state.isLoading, errorMessage: state.errorMessage,
                                           page: state.page, tabs: Self.tabs(state),
                                           selectedIndex: state.page == .doneDeals
                                               ? state.selectedIndex - state.doneDealsOffset : state.selectedIndex)
        if let status = state.status {
            viewModel.header = Self.header(status)
            if case .open = status.window { viewModel.isWindowOpen = true }
        }
        if state.page == .market { viewModel.filters = Self.filters(state.query) }
        (viewModel.columns, viewModel.rows) = Self.table(state)
        if !state.isLoading, state.rowCount == 0 { viewModel.emptyMessage = Self.emptyMessage(state.page) }
        viewModel.input = state.input.map { Self.input($0, pricing: state.status?.pricing) }
        viewModel.outcome = state.outcome.map(Self.outcome)
        if case .bidAnswered(_, _, _, .countered)? = state.outcome, state.input == nil {
            viewModel.canTakeCounter = true
        }
        return viewModel
    }

    static func header(_ status: TransferMarketStatus) -> [String] {
        let window = switch status.window {
        case .open(let name, let closes): "\(name) — closes after match day \(closes)"
        case .closed(let next, let opens?): "Window shut — the \(next.lowercased()) opens before match day \(opens)"
        case .closed(let next, nil): "Window shut — the \(next.lowercased()) opens next season"
        }
        let limits = status.squadLimits
        return [
            window,
            "Balance \(MoneyText.amount(status.balance)) · Transfer budget left \(MoneyText.amount(status.transferBudget))",
            "Wages \(MoneyText.weekly(status.weeklyWageBill)) of \(MoneyText.weekly(status.weeklyWageBudget))"
                + " · Squad \(status.squadSize) (\(limits.lowerBound)–\(limits.upperBound))",
        ]
    }

    private static func tabs(_ state: TransfersScreenState) -> [String] {
        let open = state.incomingBids.count { $0.status == .open }
        let agreed = state.ownBids.count { $0.status == .accepted }
        return TransfersPage.allCases.map { page in
            switch page {
            case .market: "Market"
            case .shortlist: "Shortlist (\(state.shortlist.count))"
            // The count only when a fee waits for a contract: the tabs fit 80 columns otherwise.
            case .ownBids: agreed == 0 ? "Your bids" : "Your bids (\(agreed) agreed)"
            case .incomingBids: "Bids for you (\(open) open)"
            case .doneDeals: "Done deals (\(state.doneDealsTotal))"
            }
        }
    }

    /// The filters set, or a word that there is none.
    static func filters(_ query: MarketQuery) -> String {
        var parts: [String] = []
        if let position = query.position { parts.append(position.rawValue) }
        if let ages = query.ages {
            parts.append(ages.count == 1 ? "age \(ages.lowerBound)" : "age \(ages.lowerBound)–\(ages.upperBound)")
        }
        if let overall = query.minimumOverall { parts.append("overall ≥ \(overall)") }
        if let value = query.maximumValue { parts.append("value ≤ \(MoneyText.amount(value))") }
        if let tier = query.tier { parts.append("tier \(tier)") }
        if let club = query.club { parts.append("club “\(club)”") }
        if query.freeAgentsOnly { parts.append("free agents only") }
        return "Filters: " + (parts.isEmpty ? "none" : parts.joined(separator: " · "))
    }

    private static func emptyMessage(_ page: TransfersPage) -> String {
        switch page {
        case .market: "No player matches these filters (0 clears them)."
        case .shortlist: "The shortlist is empty: s on a market player adds him."
        case .ownBids: "You have made no bid this season: b on a market player bids."
        case .incomingBids: "No club has bid for your players."
        case .doneDeals: "No transfer completed this season yet."
        }
    }
}
