import DataManaging
import GameModels
import Observation

/// Holds the New Career form, validates it and creates the career.
@MainActor
@Observable
public final class NewGameInteractor: NewGameInteractorProtocol {
    /// Over-long names are still taken in, a little past the limit, so the rule can report them
    /// instead of the input silently cutting them.
    public static let inputLimit = CoachNameRule.maximumLength + 8
    public static let missingClubMessage = "Choose a club first"

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
        // appear() runs again when the club chooser closes; the world of one seed does not change.
        guard state.worldPreview == nil else { return }
        do {
            let preview = try await dataManager.worldPreview(seed: state.seed)
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
        editFocusedName { name in
            name += text.prefix(max(0, Self.inputLimit - name.count))
        }
    }

    public func deleteBackward() {
        editFocusedName { name in
            if !name.isEmpty { name.removeLast() }
        }
    }

    public func activate() async {
        switch state.focus {
        case .firstName, .lastName, .worldSeed: focusNext()
        case .club: delegate?.newGameRequestsTeamPick(seed: state.seed)
        case .startCareer: await startCareer()
        }
    }

    public func cancel() {
        delegate?.newGameDidCancel()
    }

    // MARK: Private

    private func startCareer() async {
        let firstName = CoachNameRule.validate(state.firstName, field: NewGameField.firstName.label)
        let lastName = CoachNameRule.validate(state.lastName, field: NewGameField.lastName.label)
        var errors: [NewGameField: String] = [:]
        if case .failure(let violation) = firstName { errors[.firstName] = violation.description }
        if case .failure(let violation) = lastName { errors[.lastName] = violation.description }
        if state.club == nil { errors[.club] = Self.missingClubMessage }
        update {
            $0.fieldErrors = errors
            $0.formError = nil
        }
        guard case .success(let first) = firstName, case .success(let last) = lastName,
              let club = state.club else { return }

        let request = CreateNewCareerRequest(coachFirstName: first, coachLastName: last,
                                             teamId: club.teamId, worldSeed: state.seed, slot: nil)
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

    /// Edits the focused name and clears its stale error; does nothing off the name fields.
    private func editFocusedName(_ edit: (inout String) -> Void) {
        switch state.focus {
        case .firstName: update {
            edit(&$0.firstName)
            $0.fieldErrors[.firstName] = nil
        }
        case .lastName: update {
            edit(&$0.lastName)
            $0.fieldErrors[.lastName] = nil
        }
        case .club, .worldSeed, .startCareer: return
        }
    }

    private func update(_ change: (inout NewGameFormState) -> Void) {
        change(&state)
        viewModel = viewModelTransform.transform(state)
    }
}
