import BoardFeature

/// Records the Board interactor's calls to its coordinator.
@MainActor
public final class MockBoardInteractorDelegate: BoardInteractorDelegate {
    public private(set) var closeCallCount = 0
    public private(set) var jobsTaken: [String] = []

    public init() {}

    public func boardInteractorDidRequestClose() { closeCallCount += 1 }
    public func boardInteractorDidTakeJob(teamId: String) { jobsTaken.append(teamId) }
}
