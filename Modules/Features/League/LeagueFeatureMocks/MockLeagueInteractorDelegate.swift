import LeagueFeature

/// Records the League interactor's calls to its coordinator.
@MainActor
public final class MockLeagueInteractorDelegate: LeagueInteractorDelegate {
    public private(set) var didRequestCloseCallCount = 0
    public private(set) var chosenPlayerIds: [String] = []

    public init() {}

    public func leagueInteractorDidRequestClose() { didRequestCloseCallCount += 1 }
    public func leagueInteractorDidChoosePlayer(playerId: String) { chosenPlayerIds.append(playerId) }
}
