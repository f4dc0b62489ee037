import TeamSelectFeature

/// A stand-in interactor: shows whatever `viewModel` is set to and records every call.
@MainActor
public final class MockTeamSelectInteractor: TeamSelectInteractorProtocol {
    public var viewModel: TeamSelectViewModel = TeamSelectFixtures.viewModel()
    public weak var delegate: (any TeamSelectInteractorDelegate)?

    /// The seeds a factory was asked to make this interactor for (set by the factory).
    public var madeWithSeeds: [UInt64] = []
    public private(set) var loadCallCount = 0
    public private(set) var moveSelectionOffsets: [Int] = []
    public private(set) var switchDivisionOffsets: [Int] = []
    public private(set) var confirmSelectionCallCount = 0
    public private(set) var cancelCallCount = 0

    public init() {}

    public func load() async { loadCallCount += 1 }
    public func moveSelection(by offset: Int) { moveSelectionOffsets.append(offset) }
    public func switchDivision(by offset: Int) { switchDivisionOffsets.append(offset) }
    public func confirmSelection() { confirmSelectionCallCount += 1 }
    public func cancel() { cancelCallCount += 1 }
}
