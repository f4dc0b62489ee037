import DataManaging
import GRDB

/// The most rows a table may hold — in all, or for any one season or match — where nothing else bounds it: the game
/// stops short of it (it lets the oldest messages go; it refuses a move or a bid past it), or never comes near it, so
/// a file past a ceiling is hostile (issue #38: two million job offers made the Board tab take 88 s). A ceiling grows
/// with the career's clubs and seasons where the game's own rows do. A file over one is refused by one count before
/// any screen or listing would read it all.
struct RowCeiling {
    package let table: String
    /// The column rows are counted by (`seasonId`, `matchId`), or nil for the whole table.
    let group: String?
    let maximum: Int
    /// Added to `maximum` for every club of the career.
    var perClub = 0
    /// Added to `maximum` for every club and every season of the career.
    var perClubSeason = 0

    package static let all = [
        RowCeiling(table: "inbox_message", group: nil, maximum: InboxMessage.keptCount),
        // A season's market moves about 220 players and takes a few hundred bids.
        RowCeiling(table: "transfer", group: "seasonId", maximum: 2_000),
        RowCeiling(table: "transfer_bid", group: "seasonId", maximum: 2_000),
        // Offers go at every season's end: one answer to an application per club, and the board's own few (the job
        // market offers 3 after a sacking, 2 after a strong season; storage knows no rule, so a margin over both).
        RowCeiling(table: "job_offer", group: nil, maximum: 10, perClub: 1),
        // A squad is at most 40; a season retires two or three players a club and the academy brings as many in.
        RowCeiling(table: "player", group: nil, maximum: 1_000, perClub: 60, perClubSeason: 6),
        // One coach a club, and the user.
        RowCeiling(table: "coach", group: nil, maximum: 10, perClub: 1),
        RowCeiling(table: "team_info", group: nil, maximum: 0, perClub: 1),
        // A double round robin: at most 19 matches a club (two clubs a match) in a season.
        RowCeiling(table: "match", group: "seasonId", maximum: 0, perClub: 19),
        // A season line for everyone who played: at most a squad and its comings and goings a club.
        RowCeiling(table: "player_stats", group: "seasonId", maximum: 100, perClub: 80),
        // The user's matches are told in full: a few hundred events a match at most.
        RowCeiling(table: "match_event", group: "matchId", maximum: 2_000),
        // Two sides of eleven starters and seven substitutes.
        RowCeiling(table: "player_match", group: "matchId", maximum: 2 * 18),
    ]

    /// Why the file breaks a ceiling, or nil. One statement counts every table (each largest group), so a first open
    /// prepares one query for all of them.
    static func breach(in db: Database) throws -> String? {
        let counts = all.map { ceiling in
            let grouped = ceiling.group.map { " GROUP BY \($0)" } ?? ""
            return "(SELECT coalesce(MAX(n), 0) FROM (SELECT COUNT(*) AS n FROM \(ceiling.table)\(grouped)))"
        }
        let sql = "SELECT (SELECT COUNT(*) FROM team), (SELECT COUNT(*) FROM season), " + counts.joined(separator: ", ")
        guard let row = try Row.fetchOne(db.cachedStatement(sql: sql)) else { return nil }
        let (clubs, seasons): (Int, Int) = (row[0], row[1])
        for (index, ceiling) in all.enumerated() {
            let rows: Int = row[2 + index]
            let limit = ceiling.limit(clubs: clubs, seasons: seasons)
            guard rows > limit else { continue }
            let scope = switch ceiling.group {
            case "seasonId": " in one season"
            case "matchId": " for one match"
            default: ""
            }
            return "\(ceiling.table) holds \(rows) rows\(scope), at most \(limit)"
        }
        return nil
    }

    private func limit(clubs: Int, seasons: Int) -> Int {
        maximum + perClub * clubs + perClubSeason * clubs * seasons
    }

    /// Throws before a row is added to `table` in season `seasonId` past its ceiling: the write is refused, so
    /// the game never writes a file its own check would refuse.
    static func ensureRoom(in table: String, seasonId: String, in db: Database) throws {
        guard let ceiling = all.first(where: { $0.table == table && $0.group == "seasonId" }) else { return }
        let rows = try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM \(table) WHERE seasonId = ?"),
                                    arguments: [seasonId]) ?? 0
        guard rows < ceiling.maximum else {
            throw DataError.transferRefused("the market is closed for the rest of the season: "
                                            + "\(rows) \(table == "transfer" ? "moves" : "bids") are on record")
        }
    }
}
