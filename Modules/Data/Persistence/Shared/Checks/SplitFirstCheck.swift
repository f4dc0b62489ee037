import Dispatch
import GRDB
import Synchronization

/// The first open of a career of the current schema with every check asked (a listing, a new session meeting a file
/// something else has written), on two connections at once: SQLite's pass over the pages (`integrity_check`) and then the
/// references on a second one, while the first checks the schema and every value. Each pass reads the whole file, and
/// the machines the game runs on have two cores or more: the open takes the longest of the two sides, not their sum.
/// The file's problem reported is the one the passes one after the other would report: a damaged file first, then
/// the schema and the values, then the references, and the season's shape last (its queries join on vouched ids).
enum SplitFirstCheck {
    /// Throws the first problem of `queue`'s file, as `CareerConnection.open` would; `side` is a second connection to
    /// the same file, closed on return.
    static func check(_ queue: DatabaseQueue, sidePasses side: DatabaseQueue) throws {
        defer { try? side.close() }
        let outcomes = Mutex<(main: (any Error)?, integrity: (any Error)?, references: (any Error)?)>((nil, nil, nil))
        DispatchQueue.concurrentPerform(iterations: 2) { pass in
            if pass == 0 {
                do {
                    _ = try CareerConnection.checkedVersion(of: queue, checkingIntegrity: false)
                    try queue.read { db in try CareerContentCheck.checkValues(db, storageClasses: true) }
                } catch {
                    outcomes.withLock { $0.main = error }
                }
                return
            }
            do {
                try side.read(CareerConnection.checkIntegrity)
            } catch {
                outcomes.withLock { $0.integrity = error }
                return
            }
            do {
                try side.read(CareerContentCheck.checkReferences)
            } catch {
                outcomes.withLock { $0.references = error }
            }
        }
        let found = outcomes.withLock { $0 }
        if let problem = found.integrity ?? found.main ?? found.references { throw problem }
        try queue.read(CareerContentCheck.checkStructure)
    }
}
