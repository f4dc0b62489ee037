import PlayerFeature

/// Returns `viewModel` for any state and records every state it was given.
@MainActor
public final class MockPlayerViewModelTransform: PlayerViewModelTransformProtocol {
    public var viewModel = PlayerViewModel()
    public private(set) var states: [PlayerScreenState] = []

    public init() {}

    public var lastState: PlayerScreenState? { states.last }

    public func transform(_ state: PlayerScreenState) -> PlayerViewModel {
        states.append(state)
        return viewModel
    }
}
