import FinancesFeature

/// Returns `viewModel` for any state and records every state it was given.
@MainActor
public final class MockFinancesViewModelTransform: FinancesViewModelTransformProtocol {
    public var viewModel = FinancesViewModel()
    public private(set) var states: [FinancesScreenState] = []

    public init() {}

    public var lastState: FinancesScreenState? { states.last }

    public func transform(_ state: FinancesScreenState) -> FinancesViewModel {
        states.append(state)
        return viewModel
    }
}
