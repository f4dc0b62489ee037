import DataManaging
import NewGameFeature

/// A club chooser the test answers by hand: it records the seeds asked for and keeps each
/// completion until `complete(with:)`.
@MainActor
public final class MockTeamPicker: TeamPicking {
    public private(set) var seeds: [UInt64] = []
    private var pending: [@MainActor (WorldPreview.Club?) -> Void] = []

    public init() {}

    /// Requests not answered yet.
    public var pendingCount: Int { pending.count }

    public func pickTeam(seed: UInt64, completion: @escaping @MainActor (WorldPreview.Club?) -> Void) {
        seeds.append(seed)
        pending.append(completion)
    }

    /// Answers the oldest open request with `club` (nil: the user cancelled). Returns false when none is open.
    @discardableResult
    public func complete(with club: WorldPreview.Club?) -> Bool {
        guard !pending.isEmpty else { return false }
        pending.removeFirst()(club)
        return true
    }
}
