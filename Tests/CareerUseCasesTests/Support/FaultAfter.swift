import Synchronization

/// A fault seam for the manager: lets `allowed` matches be written, then throws for every later one.
final class FaultAfter: Sendable {
    private let allowed: Int
    private let written = Mutex(0)

    init(matches allowed: Int) {
        self.allowed = allowed
    }

    func check(_ matchId: String) throws {
        let count = written.withLock { count in
            count += 1
            return count
        }
        if count > allowed { throw InjectedFault() }
    }
}
