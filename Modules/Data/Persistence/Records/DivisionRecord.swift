import GRDB

/// A `division` row.
struct DivisionRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "division"

    let id: String
    let leagueId: String
    let name: String
    let tier: Int
}
