import GRDB

/// A `team` row: a club's sporting side.
struct TeamRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "team"

    let id: String
    let infoId: String
    let divisionId: String
    let coachId: String?
    let budget: Int
}
