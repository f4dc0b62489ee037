import Foundation
import GRDB

/// The market's reads and the shortlist's writes, inside the caller's transaction.
package enum MarketStore {
    /// Filters a search can leave to SQL; nil means any.
    package struct Filter {
        package var position: String?
        package var ages: ClosedRange<Int>?
        package var minimumOverall: Int?
        package var club: String?
        package var tier: Int?
        package var freeAgentsOnly = false
        package var onlyShortlisted = false

        package init(position: String? = nil, ages: ClosedRange<Int>? = nil, minimumOverall: Int? = nil,
                     club: String? = nil, tier: Int? = nil, freeAgentsOnly: Bool = false, onlyShortlisted: Bool = false) {
            self.position = position
            self.ages = ages
            self.minimumOverall = minimumOverall
            self.club = club
            self.tier = tier
            self.freeAgentsOnly = freeAgentsOnly
            self.onlyShortlisted = onlyShortlisted
        }
    }

    /// Players who still play, the user's club's excepted, matching `filter`.
    package static func rows(excludingTeam teamId: String, filter: Filter, in db: Database) throws -> [MarketRow] {
        var conditions = ["p.retiredSeason IS NULL", "(p.teamId IS NULL OR p.teamId != ?)"]
        var arguments: StatementArguments = [teamId]
        if let position = filter.position {
            conditions.append("p.position = ?")
            arguments += [position]
        }
        if let ages = filter.ages {
            conditions.append("p.age BETWEEN ? AND ?")
            arguments += [ages.lowerBound, ages.upperBound]
        }
        if let overall = filter.minimumOverall {
            conditions.append("p.overall >= ?")
            arguments += [overall]
        }
        if let club = filter.club {
            conditions.append("ti.name LIKE ? ESCAPE '\\'")
            arguments += ["%" + escapedForLike(club) + "%"]
        }
        if let tier = filter.tier {
            conditions.append("d.tier = ?")
            arguments += [tier]
        }
        if filter.freeAgentsOnly { conditions.append("p.teamId IS NULL") }
        if filter.onlyShortlisted { conditions.append("s.playerId IS NOT NULL") }
        return try fetch(where: conditions.joined(separator: " AND "), order: "s.position", arguments: arguments,
                         in: db)
    }

    /// One player as the market sees him, whoever he plays for; nil for an unknown id.
    package static func row(playerId: String, in db: Database) throws -> MarketRow? {
        try fetch(where: "p.id = ?", order: "p.id", arguments: [playerId], in: db).first
    }

    package static func setShortlisted(playerId: String, _ shortlisted: Bool, in db: Database) throws {
        guard shortlisted else {
            try db.execute(sql: "DELETE FROM shortlist WHERE playerId = ?", arguments: [playerId])
            return
        }
        try db.execute(sql: """
            INSERT OR IGNORE INTO shortlist (playerId, position) SELECT ?, COALESCE(MAX(position), 0) + 1 FROM shortlist
            """, arguments: [playerId])
    }

    private static func fetch(where condition: String, order: String, arguments: StatementArguments,
                              in db: Database) throws -> [MarketRow] {
        let columns = PlayerRecord.columnNames.map { "p.\($0)" }.joined(separator: ", ")
        let rows = try Row.fetchAll(db, sql: """
            SELECT \(columns), ti.name, d.tier, s.playerId IS NOT NULL
            FROM player p LEFT JOIN team t ON t.id = p.teamId LEFT JOIN team_info ti ON ti.id = t.infoId
            LEFT JOIN division d ON d.id = t.divisionId LEFT JOIN shortlist s ON s.playerId = p.id
            WHERE \(condition) ORDER BY \(order)
            """, arguments: arguments)
        let extra = PlayerRecord.columnNames.count
        return try rows.map { row in
            MarketRow(player: try PlayerRecord(row: row), clubName: try row.decode(atIndex: extra),
                      tier: try row.decode(atIndex: extra + 1), shortlisted: try row.decode(atIndex: extra + 2))
        }
    }

    /// A club name typed by the user matches literally: `%` and `_` are not wildcards.
    private static func escapedForLike(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
    }
}
