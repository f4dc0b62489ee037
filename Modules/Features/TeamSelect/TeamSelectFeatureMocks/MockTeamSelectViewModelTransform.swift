import TeamSelectFeature

/// Returns `viewModel` for any state and keeps every state it was given, oldest first.
@MainActor
public final class MockTeamSelectViewModelTransform: TeamSelectViewModelTransformProtocol {
    public var viewModel: TeamSelectViewModel = TeamSelectFixtures.viewModel()
    public private(set) var states: [TeamSelectState] = []

    public init() {}

    public var lastState: TeamSelectState? { states.last }

    public func transform(_ state: TeamSelectState) -> TeamSelectViewModel {
        states.append(state)
        return viewModel
    }
}
