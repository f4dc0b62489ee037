import GRDB

/// The `board_state` row (schema v7): the board's confidence in the user and whether it warned or sacked him.
struct BoardStateRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "board_state"

    let careerId: String
    /// Tenths of a point, 0–1000.
    let confidenceTenths: Int
    let warned: Bool
    let sacked: Bool
    let weeksInJob: Int
}

/// A `job_offer` row (schema v7): `occasion` is the `OfferOccasion` raw value, `date` ISO; `id` is nil until
/// the row is inserted.
struct JobOfferRecord: Codable, Equatable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "job_offer"

    var id: Int64?
    let teamId: String
    let occasion: String
    let date: String

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
