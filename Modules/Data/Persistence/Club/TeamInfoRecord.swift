import GRDB

/// A `team_info` row: a club's lasting identity.
package struct TeamInfoRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "team_info"

    package let id: String
    package let name: String
    package let shortName: String
    package let city: String
    package let stadium: String
    let founded: Int
}

package extension TeamInfoRecord {
    /// Read by position, as `TeamRecord` is and for the same reason: every match day reads every club's name.
    init(row: Row) throws {
        id = try row.decode(atIndex: 0)
        name = try row.decode(atIndex: 1)
        shortName = try row.decode(atIndex: 2)
        city = try row.decode(atIndex: 3)
        stadium = try row.decode(atIndex: 4)
        founded = try row.decode(atIndex: 5)
    }
}
