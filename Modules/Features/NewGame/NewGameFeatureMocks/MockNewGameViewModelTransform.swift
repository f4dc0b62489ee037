import NewGameFeature

/// Returns a settable view model and records every state it was given.
@MainActor
public final class MockNewGameViewModelTransform: NewGameViewModelTransformProtocol {
    public var viewModel: NewGameViewModel
    public private(set) var states: [NewGameFormState] = []

    public init(viewModel: NewGameViewModel = NewGameFixtures.emptyForm) {
        self.viewModel = viewModel
    }

    public var lastState: NewGameFormState? { states.last }

    public func transform(_ state: NewGameFormState) -> NewGameViewModel {
        states.append(state)
        return viewModel
    }
}
