import Observation

/// The state a screen that loads keeps: whether a load is under way and why the last one failed.
public protocol LoadableScreenState {
    var isLoading: Bool { get set }
    var errorMessage: String? { get set }
}

/// A screen's state and the view model made from it, kept in step — what every loading feature's interactor keeps,
/// written once (issue #39): each change of the state makes the view model again, and a load says it is under way,
/// then shows what came or one line saying why nothing did. The interactor exposes `state` and `viewModel` from it;
/// observation reaches through, since this is observable too.
@MainActor
@Observable
public final class ScreenModel<State: LoadableScreenState, ViewModel> {
    public private(set) var state: State
    public private(set) var viewModel: ViewModel
    @ObservationIgnored private let transform: (State) -> ViewModel

    public init(_ state: State, transform: @escaping (State) -> ViewModel) {
        self.state = state
        self.transform = transform
        viewModel = transform(state)
    }

    /// Changes the state and makes the view model again.
    public func update(_ change: (inout State) -> Void) {
        change(&state)
        viewModel = transform(state)
    }

    /// Moves the scroll offset at `offset` by `amount`, kept within 0…`limit`; nothing changes at an end.
    public func scroll(_ offset: WritableKeyPath<State, Int>, by amount: Int, limit: Int) {
        let target = min(max(0, state[keyPath: offset] + amount), max(0, limit))
        guard target != state[keyPath: offset] else { return }
        update { $0[keyPath: offset] = target }
    }

    /// Loads with `fetch`: `apply` puts what came into the state; a failure leaves the state's content and shows
    /// `failure`'s line.
    public func load<Value, Failure: Error>(_ fetch: () async throws(Failure) -> Value,
                                            failure: (Failure) -> String,
                                            apply: (inout State, Value) -> Void) async {
        update { $0.isLoading = true }
        do {
            let value = try await fetch()
            update { state in
                state.isLoading = false
                state.errorMessage = nil
                apply(&state, value)
            }
        } catch {
            update { state in
                state.isLoading = false
                state.errorMessage = failure(error)
            }
        }
    }
}
