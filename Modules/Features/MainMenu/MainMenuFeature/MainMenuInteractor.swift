import DataManaging
import Foundation
import Observation

/// The main menu's behaviour: loads the career slots, moves the highlight, imports save files,
/// and hands the user's choice to its delegate.
@MainActor @Observable
public final class MainMenuInteractor: MainMenuInteractorProtocol {
    public private(set) var viewModel: MainMenuViewModel
    @ObservationIgnored public weak var delegate: (any MainMenuInteractorDelegate)?

    @ObservationIgnored private let dataManager: any CareerDataManaging
    @ObservationIgnored private let saveImporter: any SaveImporting
    @ObservationIgnored private let viewModelTransform: any MainMenuViewModelTransformProtocol
    @ObservationIgnored private var state = MainMenuState()

    public init(dataManager: any CareerDataManaging, saveImporter: any SaveImporting,
                viewModelTransform: any MainMenuViewModelTransformProtocol = MainMenuViewModelTransform()) {
        self.dataManager = dataManager
        self.saveImporter = saveImporter
        self.viewModelTransform = viewModelTransform
        viewModel = viewModelTransform.makeViewModel(from: MainMenuState())
    }

    public func load() async {
        do {
            let careers = try await dataManager.listCareers()
            update { state in
                state.careers = careers
                state.loadErrorMessage = nil
                Self.keepSelectionValid(in: &state)
            }
        } catch {
            update { $0.loadErrorMessage = error.message }
        }
    }

    public func moveSelection(by offset: Int) {
        update { state in
            state.notice = nil
            switch state.mode {
            case .menu:
                state.selectedItem = Self.item(from: state.selectedItem, movedBy: offset, in: state)
            case .slotList:
                let lastIndex = max(0, (state.careers?.count ?? 0) - 1)
                state.selectedSlotIndex = min(lastIndex, max(0, state.selectedSlotIndex + offset))
            case .importSave:
                break
            }
        }
    }

    public func select() async {
        update { $0.notice = nil }
        switch state.mode {
        case .menu: selectMenuItem(state.selectedItem)
        case .slotList: selectSlot(at: state.selectedSlotIndex)
        case .importSave: await submitImport()
        }
    }

    public func goBack() -> Bool {
        guard state.mode != .menu else { return false }
        update { state in
            state.mode = .menu
            state.notice = nil
        }
        return true
    }

    public func type(_ text: String) {
        editImportPath { $0 += text }
    }

    public func deleteBackward() {
        editImportPath { path in
            if !path.isEmpty { path.removeLast() }
        }
    }

    private func selectMenuItem(_ item: MainMenuItem) {
        guard state.isEnabled(item) else { return }
        switch item {
        case .newCareer:
            delegate?.mainMenuDidChooseNewCareer()
        case .continueCareer:
            update { state in
                state.mode = .slotList
                // Start on a career that opens rather than on an unreadable file.
                state.selectedSlotIndex = state.careers?.firstIndex { $0.summary != nil } ?? 0
            }
        case .importSave:
            update { state in
                state.mode = .importSave
                state.importPath = ""
                state.importProblem = nil
            }
        case .quit:
            delegate?.mainMenuDidChooseQuit()
        }
    }

    private func selectSlot(at index: Int) {
        guard let careers = state.careers, careers.indices.contains(index) else { return }
        let slot = careers[index]
        switch slot.status {
        case .ready(let summary):
            delegate?.mainMenuDidChooseContinue(careerId: summary.careerId)
        case .unreadable(let reason):
            update { $0.notice = .careerUnreadable(slot: slot.slot, reason: reason) }
        }
    }

    /// Hands the typed path to the importer; on success the new career is listed and highlighted,
    /// so Enter continues it. On failure the form stays, with the path kept for correction.
    private func submitImport() async {
        let path = state.importPath.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !path.isEmpty else {
            update { $0.importProblem = .blankPath }
            return
        }
        switch await saveImporter.importSave(atPath: path) {
        case .failure(let failure):
            update { $0.importProblem = .refused(failure.message) }
        case .success(let slot):
            await load()
            update { state in
                state.notice = .careerImported(slot: slot)
                if let index = state.careers?.firstIndex(where: { $0.slot == slot }) {
                    state.mode = .slotList
                    state.selectedSlotIndex = index
                } else {
                    // The list could not be read again; the menu still says the career was imported.
                    state.mode = .menu
                }
            }
        }
    }

    /// Edits the path only while the import form is shown; an edit answers the last problem.
    private func editImportPath(_ edit: (inout String) -> Void) {
        guard state.mode == .importSave else { return }
        update { state in
            edit(&state.importPath)
            state.importProblem = nil
        }
    }

    /// Applies a change to the state and rebuilds the view model from it.
    private func update(_ change: (inout MainMenuState) -> Void) {
        change(&state)
        viewModel = viewModelTransform.makeViewModel(from: state)
    }

    /// Walks `offset` enabled items up or down from `current`, stopping at either end.
    private static func item(from current: MainMenuItem, movedBy offset: Int, in state: MainMenuState) -> MainMenuItem {
        let items = MainMenuItem.allCases
        var index = items.firstIndex(of: current) ?? 0
        var candidate = index
        var remaining = abs(offset)
        while remaining > 0 {
            candidate += offset.signum()
            guard items.indices.contains(candidate) else { break }
            if state.isEnabled(items[candidate]) {
                index = candidate
                remaining -= 1
            }
        }
        return items[index]
    }

    /// After the careers change, the highlight must not rest on a disabled item or past the last slot.
    private static func keepSelectionValid(in state: inout MainMenuState) {
        if !state.isEnabled(state.selectedItem) {
            state.selectedItem = MainMenuItem.allCases.first { state.isEnabled($0) } ?? .newCareer
        }
        let slotCount = state.careers?.count ?? 0
        state.selectedSlotIndex = min(state.selectedSlotIndex, max(0, slotCount - 1))
        if state.mode == .slotList && state.readyCareerCount == 0 {
            state.mode = .menu
        }
    }
}
