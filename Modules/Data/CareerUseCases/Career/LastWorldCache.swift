import GameModels
import Persistence
import Synchronization

/// Keeps the last generated world, so starting a career — NewGame's preview, TeamSelect's preview,
/// then the creation itself, all for one seed — generates that world once, not three times.
final class LastWorldCache: Sendable {
    private let generate: @Sendable (UInt64) -> World
    private let last = Mutex<World?>(nil)

    init(generate: @escaping @Sendable (UInt64) -> World) {
        self.generate = generate
    }

    func world(seed: UInt64) -> World {
        if let cached = last.withLock({ $0 }), cached.seed == seed { return cached }
        let world = generate(seed)
        last.withLock { $0 = world }
        return world
    }
}
