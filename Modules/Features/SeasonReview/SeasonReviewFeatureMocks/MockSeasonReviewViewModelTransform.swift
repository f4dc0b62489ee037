import SeasonReviewFeature

/// Returns `viewModel` for any state and records every state it was given.
@MainActor
public final class MockSeasonReviewViewModelTransform: SeasonReviewViewModelTransformProtocol {
    public var viewModel = SeasonReviewViewModel()
    public private(set) var states: [SeasonReviewScreenState] = []

    public init() {}

    public var lastState: SeasonReviewScreenState? { states.last }

    public func transform(_ state: SeasonReviewScreenState) -> SeasonReviewViewModel {
        states.append(state)
        return viewModel
    }
}
