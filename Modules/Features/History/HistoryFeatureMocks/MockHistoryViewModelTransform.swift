import HistoryFeature

/// Returns `viewModel` for any state and records every state it was given.
@MainActor
public final class MockHistoryViewModelTransform: HistoryViewModelTransformProtocol {
    public var viewModel = HistoryViewModel()
    public private(set) var states: [HistoryScreenState] = []

    public init() {}

    public var lastState: HistoryScreenState? { states.last }

    public func transform(_ state: HistoryScreenState) -> HistoryViewModel {
        states.append(state)
        return viewModel
    }
}
