import DataManaging
import GRDB

/// The most rows a table may hold — in all, or in any one season — where the game itself stops short of it (it
/// lets the oldest messages go; it refuses a move or a bid past it). A file over a ceiling is refused by one
/// count before any listing would read it all.
struct RowCeiling {
    package let table: String
    let maximum: Int
    let perSeason: Bool

    package static let all = [
        RowCeiling(table: "inbox_message", maximum: InboxMessage.keptCount, perSeason: false),
        // A season's market moves about 220 players and takes a few hundred bids.
        RowCeiling(table: "transfer", maximum: 2_000, perSeason: true),
        RowCeiling(table: "transfer_bid", maximum: 2_000, perSeason: true),
    ]

    /// Why the file breaks a ceiling, or nil.
    static func breach(in db: Database) throws -> String? {
        for ceiling in all {
            let grouped = ceiling.perSeason ? " GROUP BY seasonId" : ""
            let sql = "SELECT COUNT(*) FROM \(ceiling.table)\(grouped) HAVING COUNT(*) > ? LIMIT 1"
            if let rows = try Int.fetchOne(db, sql: sql, arguments: [ceiling.maximum]) {
                return "\(ceiling.table) holds \(rows) rows\(ceiling.perSeason ? " in one season" : ""), "
                    + "at most \(ceiling.maximum)"
            }
        }
        return nil
    }

    /// Throws before a row is added to `table` in season `seasonId` past its ceiling: the write is refused, so
    /// the game never writes a file its own check would refuse.
    static func ensureRoom(in table: String, seasonId: String, in db: Database) throws {
        guard let ceiling = all.first(where: { $0.table == table }) else { return }
        let rows = try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM \(table) WHERE seasonId = ?"),
                                    arguments: [seasonId]) ?? 0
        guard rows < ceiling.maximum else {
            throw DataError.transferRefused("the market is closed for the rest of the season: "
                                            + "\(rows) \(table == "transfer" ? "moves" : "bids") are on record")
        }
    }
}
