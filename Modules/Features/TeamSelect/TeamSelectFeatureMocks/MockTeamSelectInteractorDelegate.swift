import DataManaging
import TeamSelectFeature

/// Records what the interactor reported to its coordinator.
@MainActor
public final class MockTeamSelectInteractorDelegate: TeamSelectInteractorDelegate {
    public private(set) var selectedClubs: [WorldPreview.Club] = []
    public private(set) var cancelCallCount = 0

    public init() {}

    public func teamSelectDidSelect(_ club: WorldPreview.Club) { selectedClubs.append(club) }
    public func teamSelectDidCancel() { cancelCallCount += 1 }
}
