import BoardFeature

/// Returns `viewModel` for any state and records every state it was given.
@MainActor
public final class MockBoardViewModelTransform: BoardViewModelTransformProtocol {
    public var viewModel = BoardViewModel()
    public private(set) var states: [BoardScreenState] = []

    public init() {}

    public var lastState: BoardScreenState? { states.last }

    public func transform(_ state: BoardScreenState) -> BoardViewModel {
        states.append(state)
        return viewModel
    }
}
