import MainMenuFeature

/// Returns a view model the test sets and records every state it was asked to transform.
@MainActor
public final class MockMainMenuViewModelTransform: MainMenuViewModelTransformProtocol {
    public var viewModel: MainMenuViewModel = MainMenuFixtures.menuViewModel
    public private(set) var states: [MainMenuState] = []

    public init() {}

    public var lastState: MainMenuState? { states.last }

    public func makeViewModel(from state: MainMenuState) -> MainMenuViewModel {
        states.append(state)
        return viewModel
    }
}
