import DataManaging
import Foundation
import GameModels

/// The market's filters: position and free agents toggled by a key, the others typed on the prompt line
/// (empty means any); every change searches again.
extension TransfersInteractor {
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

    func applyFilter(_ filter: TransfersFilter, text: String) async {
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
