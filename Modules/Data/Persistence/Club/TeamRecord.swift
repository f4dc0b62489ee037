import GRDB

/// A `team` row: a club's sporting side.
package struct TeamRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "team"

    package let id: String
    package let infoId: String
    package let divisionId: String
    package let coachId: String?
    package let budget: Int
}

package extension TeamRecord {
    /// Read by position rather than through `Decodable`: every match day reads every club. Every query of this record
    /// selects the whole row, in the table's order (the schema check holds it); a value the column cannot hold throws.
    init(row: Row) throws {
        id = try row.decode(atIndex: 0)
        infoId = try row.decode(atIndex: 1)
        divisionId = try row.decode(atIndex: 2)
        coachId = try row.decode(atIndex: 3)
        budget = try row.decode(atIndex: 4)
    }
}
