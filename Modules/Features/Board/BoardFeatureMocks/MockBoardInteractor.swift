import BoardFeature

/// A Board interactor whose view model the test sets and whose every call it can inspect.
@MainActor
public final class MockBoardInteractor: BoardInteractorProtocol {
    public weak var delegate: (any BoardInteractorDelegate)?
    public var viewModel = BoardViewModel()

    /// The careers a factory made this interactor for.
    public var creations: [String] = []
    public private(set) var loadCallCount = 0
    public private(set) var moves: [Int] = []
    public private(set) var acceptCallCount = 0
    public private(set) var startApplyingCallCount = 0
    public private(set) var typed: [String] = []
    public private(set) var eraseCallCount = 0
    public private(set) var submitCallCount = 0
    public private(set) var cancelCallCount = 0
    public private(set) var closeCallCount = 0

    public init() {}

    public func load() async { loadCallCount += 1 }
    public func move(by offset: Int) { moves.append(offset) }
    public func acceptSelected() async { acceptCallCount += 1 }
    public func startApplying() { startApplyingCallCount += 1 }
    public func type(_ text: String) { typed.append(text) }
    public func erase() { eraseCallCount += 1 }
    public func submitApplication() async { submitCallCount += 1 }
    public func cancelApplying() { cancelCallCount += 1 }
    public func close() { closeCallCount += 1 }
}
