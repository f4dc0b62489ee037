import TeamFeature

/// A Team interactor whose view model the test sets and whose every call it can inspect.
@MainActor
public final class MockTeamInteractor: TeamInteractorProtocol {
    /// The arguments a factory made this interactor for.
    public struct Creation: Equatable, Sendable {
        public let careerId: String
        public let teamId: String

        public init(careerId: String, teamId: String) {
            self.careerId = careerId
            self.teamId = teamId
        }
    }

    public weak var delegate: (any TeamInteractorDelegate)?
    public var viewModel = TeamViewModel()

    /// Filled by mock factories, so coordinator tests can check what the interactor was made for.
    public var creations: [Creation] = []
    public private(set) var loadCallCount = 0
    public private(set) var moveSelectionOffsets: [Int] = []
    public private(set) var moveSortColumnOffsets: [Int] = []
    public private(set) var reverseSortCallCount = 0
    public private(set) var toggleDetailCallCount = 0
    public private(set) var openSelectedPlayerCallCount = 0
    public private(set) var closeCallCount = 0

    public init() {}

    public func load() async { loadCallCount += 1 }
    public func moveSelection(by offset: Int) { moveSelectionOffsets.append(offset) }
    public func moveSortColumn(by offset: Int) { moveSortColumnOffsets.append(offset) }
    public func reverseSort() { reverseSortCallCount += 1 }
    public func toggleDetail() { toggleDetailCallCount += 1 }
    public func openSelectedPlayer() { openSelectedPlayerCallCount += 1 }
    public func close() { closeCallCount += 1 }
}
