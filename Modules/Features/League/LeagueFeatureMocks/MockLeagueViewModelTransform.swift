import LeagueFeature

/// Returns `viewModel` for any state and records every state it was given.
@MainActor
public final class MockLeagueViewModelTransform: LeagueViewModelTransformProtocol {
    public var viewModel = LeagueViewModel()
    public private(set) var states: [LeagueScreenState] = []

    public init() {}

    public var lastState: LeagueScreenState? { states.last }

    public func transform(_ state: LeagueScreenState) -> LeagueViewModel {
        states.append(state)
        return viewModel
    }
}
