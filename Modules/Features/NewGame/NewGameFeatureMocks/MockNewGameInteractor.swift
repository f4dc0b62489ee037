import DataManaging
import NewGameFeature

/// An interactor whose view model the test sets and whose every call is recorded in order.
@MainActor
public final class MockNewGameInteractor: NewGameInteractorProtocol {
    public enum Call: Equatable, Sendable {
        case didPickTeam(WorldPreview.Club?)
        case load, focusNext, focusPrevious, type(String), deleteBackward, activate, cancel
    }

    public var viewModel: NewGameViewModel
    public weak var delegate: (any NewGameInteractorDelegate)?
    public private(set) var calls: [Call] = []

    public init(viewModel: NewGameViewModel = NewGameFixtures.emptyForm) {
        self.viewModel = viewModel
    }

    /// How many times `call` was made.
    public func count(of call: Call) -> Int {
        calls.filter { $0 == call }.count
    }

    public func didPickTeam(_ club: WorldPreview.Club?) { calls.append(.didPickTeam(club)) }
    public func load() async { calls.append(.load) }
    public func focusNext() { calls.append(.focusNext) }
    public func focusPrevious() { calls.append(.focusPrevious) }
    public func type(_ text: String) { calls.append(.type(text)) }
    public func deleteBackward() { calls.append(.deleteBackward) }
    public func activate() async { calls.append(.activate) }
    public func cancel() { calls.append(.cancel) }
}
