import LeagueFeature

/// A League interactor whose view model the test sets and whose every call it can inspect.
@MainActor
public final class MockLeagueInteractor: LeagueInteractorProtocol {
    public weak var delegate: (any LeagueInteractorDelegate)?
    public var viewModel = LeagueViewModel()

    /// The career ids factories made this interactor for, so coordinator tests can check them.
    public var creations: [String] = []
    public private(set) var loadCallCount = 0
    public private(set) var switchDivisionOffsets: [Int] = []
    public private(set) var shownModes: [LeagueMode] = []
    public private(set) var moveSelectionOffsets: [Int] = []
    public private(set) var pageMatchDayOffsets: [Int] = []
    public private(set) var openSelectionCallCount = 0
    public private(set) var closeCallCount = 0

    public init() {}

    public func load() async { loadCallCount += 1 }
    public func switchDivision(by offset: Int) { switchDivisionOffsets.append(offset) }
    public func show(_ mode: LeagueMode) { shownModes.append(mode) }
    public func moveSelection(by offset: Int) { moveSelectionOffsets.append(offset) }
    public func pageMatchDay(by offset: Int) { pageMatchDayOffsets.append(offset) }
    public func openSelection() { openSelectionCallCount += 1 }
    public func close() { closeCallCount += 1 }

    /// True while no action has been called (loading aside).
    public var hasNoActions: Bool {
        switchDivisionOffsets.isEmpty && shownModes.isEmpty && moveSelectionOffsets.isEmpty
            && pageMatchDayOffsets.isEmpty && openSelectionCallCount == 0 && closeCallCount == 0
    }
}
