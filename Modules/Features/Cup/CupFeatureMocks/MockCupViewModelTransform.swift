import CupFeature

/// Returns `viewModel` for any state and records every state it was given.
@MainActor
public final class MockCupViewModelTransform: CupViewModelTransformProtocol {
    public var viewModel = CupViewModel()
    public private(set) var states: [CupScreenState] = []

    public init() {}

    public var lastState: CupScreenState? { states.last }

    public func transform(_ state: CupScreenState) -> CupViewModel {
        states.append(state)
        return viewModel
    }
}
