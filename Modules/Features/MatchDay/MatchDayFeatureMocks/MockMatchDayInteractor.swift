import MatchDayFeature

/// A MatchDay interactor whose view model the test sets and whose every call it can inspect.
@MainActor
public final class MockMatchDayInteractor: MatchDayInteractorProtocol {
    public weak var delegate: (any MatchDayInteractorDelegate)?
    public var viewModel = MatchDayViewModel()
    /// What `tick()` answers.
    public var tickResult = true

    /// The career ids mock factories made this interactor for, so coordinator tests can check them.
    public var creations: [String] = []
    public private(set) var loadCallCount = 0
    public private(set) var reviewSeasonCallCount = 0
    public private(set) var closeCallCount = 0
    public private(set) var moveSelectionOffsets: [Int] = []
    public private(set) var cycleRoleCallCount = 0
    public private(set) var nextFormationCallCount = 0
    public private(set) var autoPickCallCount = 0
    public private(set) var nextInstructionCallCount = 0
    public private(set) var kickOffCallCount = 0
    public private(set) var playUntilNewsCallCount = 0
    public private(set) var tickCallCount = 0
    public private(set) var changeSpeedOffsets: [Int] = []
    public private(set) var togglePauseCallCount = 0
    public private(set) var skipToFullTimeCallCount = 0
    public private(set) var stepToNextEventCallCount = 0
    public private(set) var showReportCallCount = 0
    public private(set) var switchReportPanelOffsets: [Int] = []
    public private(set) var toggleStatsCallCount = 0
    public private(set) var openSelectedPlayerCallCount = 0
    public private(set) var continueCallCount = 0
    public private(set) var choosePlayerCallCount = 0
    public private(set) var cancelPickCallCount = 0
    public private(set) var changeLiveFormationCallCount = 0
    public private(set) var changeInstructionCallCount = 0
    public private(set) var acceptSuggestionCallCount = 0

    public init() {}

    /// Every call count and argument list at once, so a test can check that nothing was called.
    public var totalCallCount: Int {
        loadCallCount + closeCallCount + moveSelectionOffsets.count + cycleRoleCallCount + nextFormationCallCount
            + autoPickCallCount + nextInstructionCallCount + kickOffCallCount + playUntilNewsCallCount + tickCallCount + changeSpeedOffsets.count + togglePauseCallCount
            + skipToFullTimeCallCount + stepToNextEventCallCount + showReportCallCount
            + switchReportPanelOffsets.count + toggleStatsCallCount + openSelectedPlayerCallCount + continueCallCount + reviewSeasonCallCount
            + choosePlayerCallCount + cancelPickCallCount + changeLiveFormationCallCount
            + changeInstructionCallCount + acceptSuggestionCallCount
    }

    public func load() async { loadCallCount += 1 }
    public func close() { closeCallCount += 1 }
    public func reviewSeason() { reviewSeasonCallCount += 1 }
    public func moveSelection(by offset: Int) { moveSelectionOffsets.append(offset) }
    public func cycleRole() { cycleRoleCallCount += 1 }
    public func nextFormation() { nextFormationCallCount += 1 }
    public func autoPick() { autoPickCallCount += 1 }
    public func nextInstruction() { nextInstructionCallCount += 1 }
    public func kickOff() async { kickOffCallCount += 1 }

    public func playUntilNews() async { playUntilNewsCallCount += 1 }

    public func tick() async -> Bool {
        tickCallCount += 1
        return tickResult
    }

    public func changeSpeed(by offset: Int) { changeSpeedOffsets.append(offset) }
    public func togglePause() { togglePauseCallCount += 1 }
    public func toggleStats() { toggleStatsCallCount += 1 }
    public func skipToFullTime() async { skipToFullTimeCallCount += 1 }
    public func stepToNextEvent() async { stepToNextEventCallCount += 1 }
    public func showReport() async { showReportCallCount += 1 }
    public func choosePlayer() async { choosePlayerCallCount += 1 }
    public func cancelPick() { cancelPickCallCount += 1 }
    public func changeLiveFormation() async { changeLiveFormationCallCount += 1 }
    public func changeInstruction() async { changeInstructionCallCount += 1 }
    public func acceptSuggestion() async { acceptSuggestionCallCount += 1 }
    public func switchReportPanel(by offset: Int) { switchReportPanelOffsets.append(offset) }
    public func openSelectedPlayer() { openSelectedPlayerCallCount += 1 }
    public func continueToNextMatchDay() async { continueCallCount += 1 }
}
