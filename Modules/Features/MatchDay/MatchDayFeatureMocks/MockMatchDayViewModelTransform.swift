import MatchDayFeature

/// Returns `viewModel` for any state and records every state it was given.
@MainActor
public final class MockMatchDayViewModelTransform: MatchDayViewModelTransformProtocol {
    public var viewModel = MatchDayViewModel()
    public private(set) var states: [MatchDayScreenState] = []

    public init() {}

    public var lastState: MatchDayScreenState? { states.last }

    public func transform(_ state: MatchDayScreenState) -> MatchDayViewModel {
        states.append(state)
        return viewModel
    }
}
