import TransfersFeature

/// Returns `viewModel` for any state and records every state it was given.
@MainActor
public final class MockTransfersViewModelTransform: TransfersViewModelTransformProtocol {
    public var viewModel = TransfersViewModel()
    public private(set) var states: [TransfersScreenState] = []

    public init() {}

    public var lastState: TransfersScreenState? { states.last }

    public func transform(_ state: TransfersScreenState) -> TransfersViewModel {
        states.append(state)
        return viewModel
    }
}
