import TeamFeature

/// Returns `viewModel` for any state and records every state it was given.
@MainActor
public final class MockTeamViewModelTransform: TeamViewModelTransformProtocol {
    public var viewModel = TeamViewModel()
    public private(set) var states: [TeamScreenState] = []

    public init() {}

    public var lastState: TeamScreenState? { states.last }

    public func transform(_ state: TeamScreenState) -> TeamViewModel {
        states.append(state)
        return viewModel
    }
}
