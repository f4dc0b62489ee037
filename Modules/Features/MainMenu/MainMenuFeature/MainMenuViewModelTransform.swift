import DataManaging
import DesignSystem
import GameModels
import PrintableText

/// Turns the main menu's state into its view model.
@MainActor
public protocol MainMenuViewModelTransformProtocol {
    func makeViewModel(from state: MainMenuState) -> MainMenuViewModel
}

/// The one place that words and formats what the main menu shows.
public struct MainMenuViewModelTransform: MainMenuViewModelTransformProtocol {
    private static let importLabel = "Save file"
    private static let importHint = "Installs the career under the file's name; existing ones are never replaced."
    private static let blankPathMessage = "Enter the path of a save file"
    private static let importAsLabel = "Import as"
    private static let importAsHint = "A new name keeps both careers; replacing asks first."

    public init() {}

    public func makeViewModel(from state: MainMenuState) -> MainMenuViewModel {
        MainMenuViewModel(mode: state.mode,
                          menu: menuSection(from: state),
                          slots: SlotListViewModel(rows: (state.careers ?? []).map(slotRow),
                                                   selectedIndex: state.selectedSlotIndex),
                          importSave: ImportSaveViewModel(label: Self.importLabel, path: state.importPath,
                                                          hint: Self.importHint,
                                                          error: state.importProblem.map(Self.describe)),
                          importAs: state.importAs.map { importAs(from: $0, mode: state.mode) },
                          message: state.notice.map(Self.describe) ?? state.loadErrorMessage)
    }

    private func importAs(from importAs: ImportAsState, mode: MainMenuMode) -> ImportAsViewModel {
        let slot = importAs.takenSlot.map { PrintableText.printable($0) }
        return ImportAsViewModel(
            reason: PrintableText.oneLine(importAs.reason), nameLabel: Self.importAsLabel, name: importAs.name,
            isNameFocused: importAs.choice == .newName, nameError: importAs.problem.map(PrintableText.oneLine),
            replaceLabel: slot.map { "Replace career '\($0)' with this save" },
            isReplaceFocused: importAs.choice == .replace, hint: Self.importAsHint,
            question: slot.map { ["Replace career '\($0)' with this save?",
                                  "The career in that slot now is lost for good.", "",
                                  "y  replace it        n / Esc  keep it"] } ?? [])
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
        case .importSave: "Import save"
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
            SlotRowViewModel(slotName: PrintableText.printable(slot.slot), detail: .unreadable("unreadable: \(reason)"))
        }
    }

    private static func describe(_ notice: MainMenuNotice) -> String {
        switch notice {
        case let .careerUnreadable(slot, reason):
            DataError.careerUnreadable(slot: PrintableText.printable(slot), reason: reason).message
        case .careerImported(let slot): "Imported career '\(slot)'"
        }
    }

    private static func describe(_ problem: ImportSaveProblem) -> String {
        switch problem {
        case .blankPath: blankPathMessage
        case .refused(let reason): PrintableText.oneLine(reason)
        }
    }

    private static func format(_ date: GameDate) -> String {
        DateText.dayMonthYear(day: date.day, month: date.month, year: date.year)
    }
}
