import TransfersFeature

/// Records the Transfers interactor's calls to its coordinator.
@MainActor
public final class MockTransfersInteractorDelegate: TransfersInteractorDelegate {
    public private(set) var closeCallCount = 0
    public private(set) var chosenPlayerIds: [String] = []

    public init() {}

    public func transfersInteractorDidRequestClose() { closeCallCount += 1 }
    public func transfersInteractorDidChoosePlayer(playerId: String) { chosenPlayerIds.append(playerId) }
}
