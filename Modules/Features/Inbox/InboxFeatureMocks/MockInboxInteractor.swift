import InboxFeature

/// An Inbox interactor whose view model the test sets and whose every call it can inspect.
@MainActor
public final class MockInboxInteractor: InboxInteractorProtocol {
    public weak var delegate: (any InboxInteractorDelegate)?
    public var viewModel = InboxViewModel()

    /// The careers a factory made this interactor for.
    public var creations: [String] = []
    public private(set) var loadCallCount = 0
    public private(set) var moves: [Int] = []
    public private(set) var pages: [Int] = []
    public private(set) var openCallCount = 0
    public private(set) var closeMessageCallCount = 0
    public private(set) var markAllReadCallCount = 0
    public private(set) var closeCallCount = 0
    public private(set) var togglePyramidNewsCallCount = 0

    public init() {}

    public func load() async { loadCallCount += 1 }
    public func move(by offset: Int) async { moves.append(offset) }
    public func page(by pages: Int) async { self.pages.append(pages) }
    public func openSelected() async { openCallCount += 1 }
    public func closeMessage() { closeMessageCallCount += 1 }
    public func markAllRead() async { markAllReadCallCount += 1 }
    public func close() { closeCallCount += 1 }
    public func togglePyramidNews() async { togglePyramidNewsCallCount += 1 }
}
