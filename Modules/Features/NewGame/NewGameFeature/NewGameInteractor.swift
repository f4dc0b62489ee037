import DataManaging
import GameModels
import Observation

/// Holds the New Career form, validates it and creates the career.
@MainActor
@Observable
public final class NewGameInteractor: NewGameInteractorProtocol {
    public static let missingClubMessage = "Choose a club first"
    public static let seedChangedClubMessage = "A new seed makes a new world: choose a club again"

    public private(set) var viewModel: NewGameViewModel
    @ObservationIgnored public weak var delegate: (any NewGameInteractorDelegate)?

    @ObservationIgnored private var state: NewGameFormState
    @ObservationIgnored private let dataManager: any CareerDataManaging
    @ObservationIgnored private let viewModelTransform: any NewGameViewModelTransformProtocol

    public init(seed: UInt64, dataManager: any CareerDataManaging,
                viewModelTransform: any NewGameViewModelTransformProtocol) {
        let state = NewGameFormState(seed: seed)
        self.state = state
        self.dataManager = dataManager
        self.viewModelTransform = viewModelTransform
        self.viewModel = viewModelTransform.transform(state)
    }

    // MARK: NewGameBusinessLogic

    public func didPickTeam(_ club: WorldPreview.Club?) {
        guard let club else { return }
        update {
            $0.club = club
            $0.fieldErrors[.club] = nil
        }
    }

    // MARK: NewGameViewPresenter

    public func load() async {
        // appear() runs again when the club chooser closes; the world of one seed does not change, and
        // a new seed drops the preview.
        guard case .success(let seed) = state.seed, state.worldPreview == nil else { return }
        do {
            let preview = try await dataManager.worldPreview(seed: seed)
            update { $0.worldPreview = preview }
        } catch {
            update { $0.formError = error.message }
        }
    }

    public func focusNext() {
        moveFocus(by: 1)
    }

    public func focusPrevious() {
        moveFocus(by: -1)
    }

    public func type(_ text: String) {
        guard let rule = Self.inputRule(of: state.focus) else { return }
        editFocusedField { value in rule.append(text, to: &value) }
    }

    public func deleteBackward() {
        editFocusedField { value in
            if !value.isEmpty { value.removeLast() }
            return nil
        }
    }

    public func activate() async {
        switch state.focus {
        case .firstName, .lastName, .worldSeed: focusNext()
        case .club: pickClub()
        case .startCareer: await startCareer()
        }
    }

    public func cancel() {
        delegate?.newGameDidCancel()
    }

    // MARK: Private

    /// Opens the club chooser on the world of the typed seed; a seed that is no number is reported instead.
    private func pickClub() {
        switch state.seed {
        case .success(let seed): delegate?.newGameRequestsTeamPick(seed: seed)
        case .failure(let problem): update { $0.fieldErrors[.worldSeed] = problem.description }
        }
    }

    private func startCareer() async {
        let firstName = CoachNameRule.validate(state.firstName, field: NewGameField.firstName.label)
        let lastName = CoachNameRule.validate(state.lastName, field: NewGameField.lastName.label)
        var errors: [NewGameField: String] = [:]
        if case .failure(let violation) = firstName { errors[.firstName] = violation.description }
        if case .failure(let violation) = lastName { errors[.lastName] = violation.description }
        if case .failure(let problem) = state.seed { errors[.worldSeed] = problem.description }
        if state.club == nil { errors[.club] = Self.missingClubMessage }
        update {
            $0.fieldErrors = errors
            $0.formError = nil
        }
        guard case .success(let first) = firstName, case .success(let last) = lastName,
              case .success(let seed) = state.seed, let club = state.club else { return }

        let request = CreateNewCareerRequest(coachFirstName: first, coachLastName: last,
                                             teamId: club.teamId, worldSeed: seed, slot: nil)
        do {
            let result = try await dataManager.createNewCareer(request)
            delegate?.newGameDidCreateCareer(result)
        } catch {
            update { $0.formError = error.message }
        }
    }

    private func moveFocus(by step: Int) {
        let fields = NewGameField.allCases
        let index = fields.firstIndex(of: state.focus) ?? 0
        let next = fields[(index + step + fields.count) % fields.count]
        update { $0.focus = next }
    }

    private static func inputRule(of field: NewGameField) -> TextInputRule? {
        switch field {
        case .firstName, .lastName: .name
        case .worldSeed: .seed
        case .club, .startCareer: nil
        }
    }

    /// Edits the focused text field; its message becomes what the edit says (nil clears a stale error).
    /// A changed seed is a new world, so a club chosen in the old one is dropped.
    private func editFocusedField(_ edit: (inout String) -> String?) {
        let field = state.focus
        update { state in
            switch field {
            case .firstName: state.fieldErrors[field] = edit(&state.firstName)
            case .lastName: state.fieldErrors[field] = edit(&state.lastName)
            case .worldSeed:
                let before = state.seedText
                state.fieldErrors[field] = edit(&state.seedText)
                guard state.seedText != before else { return }
                state.worldPreview = nil
                if state.club != nil {
                    state.club = nil
                    state.fieldErrors[.club] = Self.seedChangedClubMessage
                }
            case .club, .startCareer: return
            }
        }
    }

    private func update(_ change: (inout NewGameFormState) -> Void) {
        change(&state)
        viewModel = viewModelTransform.transform(state)
    }
}
