import DataManaging
import GameModels

/// Turns the form state into the view model.
@MainActor
public protocol NewGameViewModelTransformProtocol {
    func transform(_ state: NewGameFormState) -> NewGameViewModel
}

/// The one place that words and formats the New Career form.
public struct NewGameViewModelTransform: NewGameViewModelTransformProtocol {
    public static let clubPlaceholder = "— press Enter to choose —"
    public static let seedNote = "Same seed, same world: share it and friends get your clubs and players"

    public init() {}

    public func transform(_ state: NewGameFormState) -> NewGameViewModel {
        let namesValid = [(state.firstName, NewGameField.firstName), (state.lastName, .lastName)].allSatisfy {
            if case .success = CoachNameRule.validate($0.0, field: $0.1.label) { return true }
            return false
        }
        let seedValid = if case .success = state.seed { true } else { false }
        return NewGameViewModel(
            firstName: field(.firstName, value: state.firstName, state: state),
            lastName: field(.lastName, value: state.lastName, state: state),
            clubSelector: ClubSelectorViewModel(
                label: NewGameField.club.label,
                text: state.club.map { clubText($0, in: state.worldPreview) } ?? Self.clubPlaceholder,
                isChosen: state.club != nil,
                isFocused: state.focus == .club,
                error: state.fieldErrors[.club]),
            worldSeed: WorldSeedViewModel(field: field(.worldSeed, value: state.seedText, state: state),
                                          note: Self.seedNote),
            startButton: StartButtonViewModel(label: NewGameField.startCareer.label,
                                              isFocused: state.focus == .startCareer,
                                              isEnabled: namesValid && seedValid && state.club != nil),
            focus: state.focus,
            formError: state.formError)
    }

    private func field(_ field: NewGameField, value: String, state: NewGameFormState) -> FormFieldViewModel {
        FormFieldViewModel(label: field.label, value: value, isFocused: state.focus == field,
                           error: state.fieldErrors[field])
    }

    /// "Crumpet Rovers (The Custard Premiership)"; just the name until the world preview is known.
    private func clubText(_ club: WorldPreview.Club, in preview: WorldPreview?) -> String {
        let division = preview?.divisions.first { division in
            division.clubs.contains { $0.teamId == club.teamId }
        }
        return division.map { "\(club.name) (\($0.name))" } ?? club.name
    }
}
