import InboxFeature

/// Returns `viewModel` for any state and records every state it was given.
@MainActor
public final class MockInboxViewModelTransform: InboxViewModelTransformProtocol {
    public var viewModel = InboxViewModel()
    public private(set) var states: [InboxScreenState] = []

    public init() {}

    public var lastState: InboxScreenState? { states.last }

    public func transform(_ state: InboxScreenState) -> InboxViewModel {
        states.append(state)
        return viewModel
    }
}
