import DataManaging
import GameModels

/// Turns the main menu's state into its view model.
@MainActor
public protocol MainMenuViewModelTransformProtocol {
    func makeViewModel(from state: MainMenuState) -> MainMenuViewModel
}

/// The one place that words and formats what the main menu shows.
public struct MainMenuViewModelTransform: MainMenuViewModelTransformProtocol {
    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                     "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    public init() {}

    public func makeViewModel(from state: MainMenuState) -> MainMenuViewModel {
        MainMenuViewModel(mode: state.mode,
                          menu: menuSection(from: state),
                          slots: SlotListViewModel(rows: (state.careers ?? []).map(slotRow),
                                                   selectedIndex: state.selectedSlotIndex),
                          message: state.notice ?? state.loadErrorMessage)
    }

    private func menuSection(from state: MainMenuState) -> MenuSectionViewModel {
        let items = MainMenuItem.allCases.map { item in
            MenuItemViewModel(label: label(of: item), detail: detail(of: item, in: state),
                              isEnabled: state.isEnabled(item))
        }
        let selectedIndex = MainMenuItem.allCases.firstIndex(of: state.selectedItem) ?? 0
        return MenuSectionViewModel(items: items, selectedIndex: selectedIndex)
    }

    private func label(of item: MainMenuItem) -> String {
        switch item {
        case .newCareer: "New career"
        case .continueCareer: "Continue"
        case .quit: "Quit"
        }
    }

    private func detail(of item: MainMenuItem, in state: MainMenuState) -> String? {
        guard item == .continueCareer else { return nil }
        guard let careers = state.careers else {
            return state.loadErrorMessage == nil ? "(loading…)" : "(unavailable)"
        }
        switch state.readyCareerCount {
        case 0: return careers.isEmpty ? "(no saved careers)" : "(none readable)"
        case 1: return "(1 career)"
        case let count: return "(\(count) careers)"
        }
    }

    private func slotRow(_ slot: CareerSlot) -> SlotRowViewModel {
        switch slot.status {
        case .ready(let summary):
            SlotRowViewModel(slotName: slot.slot,
                             detail: .career(coach: summary.coachName, club: summary.clubName,
                                             division: summary.divisionName, season: summary.seasonLabel,
                                             date: Self.format(summary.date)))
        case .unreadable(let reason):
            SlotRowViewModel(slotName: slot.slot, detail: .unreadable("unreadable: \(reason)"))
        }
    }

    /// "1 Aug 2026": shorter than ISO and unambiguous in every locale.
    private static func format(_ date: GameDate) -> String {
        let month = monthNames.indices.contains(date.month - 1) ? monthNames[date.month - 1] : "\(date.month)"
        return "\(date.day) \(month) \(date.year)"
    }
}
