import Foundation
import GRDB
import Persistence

/// How many rows one full match day writes, counted on a played copy of the career, so the raw-insert
/// baseline writes as many.
struct MatchDayRows {
    let matches: Int
    let events: Int
    let performances: Int
    let statLines: Int
    let players: Int

    var total: Int { matches + events + performances + statLines + players }

    static func measure(career: SeasonCareer) async throws -> MatchDayRows {
        let slot = "row-count"
        try career.copy(as: slot)
        let played = try await career.manager.playMatchDay(careerId: slot, matchDay: 1, lineUp: nil)
        let queue = try DatabaseQueue(path: CareerDatabase.fileURL(slot: slot, in: career.directory).path)
        defer { try? queue.close() }
        return try await queue.read { db in
            let count = { (sql: String) in try Int.fetchOne(db, sql: sql) ?? 0 }
            return MatchDayRows(matches: played.results.count,
                                events: try count("SELECT COUNT(*) FROM match_event"),
                                performances: try count("SELECT COUNT(*) FROM player_match"),
                                statLines: try count("SELECT COUNT(*) FROM player_stats")
                                    + count("SELECT COUNT(*) FROM team_stats"),
                                // Every player's condition is rewritten (fatigue or recovery).
                                players: try count("SELECT COUNT(*) FROM player"))
        }
    }
}
