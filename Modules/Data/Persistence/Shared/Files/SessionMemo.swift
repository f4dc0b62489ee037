import Synchronization

/// What the use cases keep between calls on one career's session connection (a match day's outcome carried into the
/// next, `DayCarry`). It lives and dies with the connection: when the session meets a changed file and opens it
/// again, the new connection starts with an empty memo.
package final class SessionMemo: Sendable {
    private let value = Mutex<(any Sendable)?>(nil)

    package init() {}

    /// What was kept, if it is a `T`.
    package func kept<T: Sendable>(_ type: T.Type) -> T? {
        value.withLock { $0 as? T }
    }

    package func keep(_ newValue: (any Sendable)?) {
        value.withLock { $0 = newValue }
    }
}
