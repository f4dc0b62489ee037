@testable import CareerUseCases
import DataManaging
import Foundation
import GRDB
@testable import Persistence

/// Sets the board's state of a career file directly, as many weeks of bad results would.
func forceBoard(_ directory: URL, slot: String = "owls", confidence: Int, warned: Bool = true,
                weeksInJob: Int = 20) throws {
    let queue = try DatabaseQueue(path: CareerDatabase.fileURL(slot: slot, in: directory).path)
    try queue.write { db in
        let careerId = try String.fetchOne(db, sql: "SELECT id FROM career") ?? slot
        try BoardStateRecord(careerId: careerId, confidenceTenths: confidence * 10, warned: warned, sacked: false,
                             weeksInJob: weeksInJob).save(db)
    }
    try queue.close()
}

/// Plays match days with the board's confidence forced to nothing before each, until the board sacks him.
func playUntilSacked(_ manager: SQLiteDataManager, _ directory: URL) async throws -> Int? {
    for day in 1...10 {
        try forceBoard(directory, confidence: 0)
        _ = try await manager.playMatchDay(careerId: "owls", matchDay: day, lineUp: nil)
        if try await manager.boardStatus(careerId: "owls").state.sacked { return day }
    }
    return nil
}
