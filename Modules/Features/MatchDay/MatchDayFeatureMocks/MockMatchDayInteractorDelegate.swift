import DataManaging
import MatchDayFeature

/// Records the MatchDay interactor's calls to its coordinator.
@MainActor
public final class MockMatchDayInteractorDelegate: MatchDayInteractorDelegate {
    public private(set) var didRequestCloseCallCount = 0
    public private(set) var selectedPlayerIds: [String] = []
    public private(set) var playedSummaries: [CareerSummary] = []
    public private(set) var seasonEndCallCount = 0

    public init() {}

    public func matchDayInteractorDidRequestClose() { didRequestCloseCallCount += 1 }
    public func matchDayInteractorDidSelectPlayer(playerId: String) { selectedPlayerIds.append(playerId) }
    public func matchDayDidPlay(summary: CareerSummary) { playedSummaries.append(summary) }
    public func matchDayInteractorDidReachSeasonEnd() { seasonEndCallCount += 1 }
}
