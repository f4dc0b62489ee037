import TeamFeature

/// Records the Team interactor's calls to its coordinator.
@MainActor
public final class MockTeamInteractorDelegate: TeamInteractorDelegate {
    public private(set) var didRequestCloseCallCount = 0
    /// The players chosen, in order.
    public private(set) var chosenPlayerIds: [String] = []

    public init() {}

    public func teamInteractorDidRequestClose() { didRequestCloseCallCount += 1 }
    public func teamInteractorDidChoosePlayer(playerId: String) { chosenPlayerIds.append(playerId) }
}
