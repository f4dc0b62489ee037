@testable import CareerUseCases
import Foundation
import GRDB
@testable import Persistence

/// Retires a player as the rollover stores it: no club, his retirement season set.
func retire(_ playerId: String, in directory: URL) throws {
    let queue = try DatabaseQueue(path: CareerDatabase.fileURL(slot: "owls", in: directory).path)
    try queue.write { db in
        try db.execute(sql: "UPDATE player SET teamId = NULL, retiredSeason = 2026 WHERE id = ?", arguments: [playerId])
    }
    try queue.close()
}
