import HistoryFeature

/// A History interactor whose view model the test sets and whose every call it can inspect.
@MainActor
public final class MockHistoryInteractor: HistoryInteractorProtocol {
    /// One `scroll(by:limit:)` call.
    public struct Scroll: Equatable, Sendable {
        public let offset: Int
        public let limit: Int

        public init(offset: Int, limit: Int) {
            self.offset = offset
            self.limit = limit
        }
    }

    public weak var delegate: (any HistoryInteractorDelegate)?
    public var viewModel = HistoryViewModel()

    /// The careers a factory made this interactor for.
    public var creations: [String] = []
    public private(set) var loadCallCount = 0
    public private(set) var sectionSwitches: [Int] = []
    public private(set) var scrolls: [Scroll] = []
    public private(set) var closeCallCount = 0

    public init() {}

    public func load() async { loadCallCount += 1 }
    public func switchSection(by offset: Int) { sectionSwitches.append(offset) }
    public func scroll(by offset: Int, limit: Int) { scrolls.append(Scroll(offset: offset, limit: limit)) }
    public func close() { closeCallCount += 1 }
}
