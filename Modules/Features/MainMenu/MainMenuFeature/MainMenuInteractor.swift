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

    public static let blankNameMessage = "Enter a name for the new career"

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
            case .importAs:
                // Two stops: the new name, and replacing the career when there is one to replace.
                if let importAs = state.importAs, importAs.takenSlot != nil {
                    state.importAs?.choice = importAs.choice == .newName ? .replace : .newName
                }
            case .importSave, .confirmReplace:
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
        case .importAs: await submitImportAs()
        case .confirmReplace: break
        }
    }

    public func goBack() -> Bool {
        let back: MainMenuMode
        switch state.mode {
        case .menu: return false
        case .slotList, .importSave: back = .menu
        case .importAs: back = .importSave
        case .confirmReplace: back = .importAs
        }
        update { state in
            state.mode = back
            state.notice = nil
        }
        return true
    }

    public func type(_ text: String) {
        editImportText { $0 += text }
    }

    public func deleteBackward() {
        editImportText { text in
            if !text.isEmpty { text.removeLast() }
        }
    }

    public func answerReplace(_ replace: Bool) async {
        guard state.mode == .confirmReplace, let slot = state.importAs?.takenSlot else { return }
        guard replace else {
            update { $0.mode = .importAs }
            return
        }
        await install(as: slot, replacing: true)
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

    private var trimmedImportPath: String {
        state.importPath.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Hands the typed path to the importer. A save whose slot is taken (or whose file name is no slot
    /// name) goes on to "import as"; any other refusal stays on the form, with the path kept for correction.
    private func submitImport() async {
        let path = trimmedImportPath
        guard !path.isEmpty else {
            update { $0.importProblem = .blankPath }
            return
        }
        switch await saveImporter.importSave(atPath: path, as: nil, replacing: false) {
        case .failure(let failure):
            update { state in
                guard let conflict = failure.conflict else {
                    state.importProblem = .refused(failure.message)
                    return
                }
                let takenSlot: String? = if case .taken(let slot) = conflict { slot } else { nil }
                state.importAs = ImportAsState(reason: failure.message, takenSlot: takenSlot,
                                               name: takenSlot.map { Self.freeSlotName(after: $0, in: state) } ?? "")
                state.mode = .importAs
            }
        case .success(let slot):
            await finishImport(slot: slot)
        }
    }

    /// Enter on the "import as" form: install under the typed name, or ask before replacing.
    private func submitImportAs() async {
        guard let importAs = state.importAs else { return }
        switch importAs.choice {
        case .replace:
            update { $0.mode = .confirmReplace }
        case .newName:
            let name = importAs.name.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else {
                update { $0.importAs?.problem = Self.blankNameMessage }
                return
            }
            await install(as: name, replacing: false)
        }
    }

    /// Installs the save under `slot`; a refusal stays on the "import as" form, saying why.
    private func install(as slot: String, replacing: Bool) async {
        switch await saveImporter.importSave(atPath: trimmedImportPath, as: slot, replacing: replacing) {
        case .failure(let failure):
            update { state in
                state.mode = .importAs
                state.importAs?.choice = .newName
                state.importAs?.problem = failure.message
            }
        case .success(let slot):
            await finishImport(slot: slot)
        }
    }

    /// The new career is listed and highlighted, so Enter continues it.
    private func finishImport(slot: String) async {
        update { $0.importAs = nil }
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

    /// Edits the path while the import form is shown, or the new name while it has focus; an edit
    /// answers the last problem.
    private func editImportText(_ edit: (inout String) -> Void) {
        switch state.mode {
        case .importSave:
            update { state in
                edit(&state.importPath)
                state.importProblem = nil
            }
        case .importAs where state.importAs?.choice == .newName:
            update { state in
                state.importAs.map { importAs in
                    var name = importAs.name
                    edit(&name)
                    state.importAs?.name = name
                    state.importAs?.problem = nil
                }
            }
        default:
            return
        }
    }

    /// `<slot>-2`, `<slot>-3`, … — the first that no listed career holds, offered as the new name.
    private static func freeSlotName(after slot: String, in state: MainMenuState) -> String {
        let taken = Set((state.careers ?? []).map(\.slot))
        return (2...).lazy.map { "\(slot)-\($0)" }.first { !taken.contains($0) } ?? slot
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
