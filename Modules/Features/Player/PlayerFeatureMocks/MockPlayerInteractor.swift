import PlayerFeature

/// A Player interactor whose view model the test sets and whose every call it can inspect.
@MainActor
public final class MockPlayerInteractor: PlayerInteractorProtocol {
    /// The arguments a factory made this interactor for.
    public struct Creation: Equatable, Sendable {
        public let careerId: String
        public let playerId: String

        public init(careerId: String, playerId: String) {
            self.careerId = careerId
            self.playerId = playerId
        }
    }

    /// One `scroll(by:limit:)` call.
    public struct Scroll: Equatable, Sendable {
        public let offset: Int
        public let limit: Int

        public init(offset: Int, limit: Int) {
            self.offset = offset
            self.limit = limit
        }
    }

    public weak var delegate: (any PlayerInteractorDelegate)?
    public var viewModel = PlayerViewModel()

    /// Filled by mock factories, so coordinator tests can check what the interactor was made for.
    public var creations: [Creation] = []
    public private(set) var loadCallCount = 0
    public private(set) var scrolls: [Scroll] = []
    public private(set) var closeCallCount = 0
    public private(set) var askRenewalCallCount = 0
    public private(set) var askReleaseCallCount = 0
    public private(set) var confirmCallCount = 0
    public private(set) var cancelQuestionCallCount = 0

    public init() {}

    public func load() async { loadCallCount += 1 }
    public func scroll(by offset: Int, limit: Int) { scrolls.append(Scroll(offset: offset, limit: limit)) }
    public func close() { closeCallCount += 1 }
    public func askRenewal() async { askRenewalCallCount += 1 }
    public func askRelease() async { askReleaseCallCount += 1 }
    public func confirm() async { confirmCallCount += 1 }
    public func cancelQuestion() { cancelQuestionCallCount += 1 }
}
