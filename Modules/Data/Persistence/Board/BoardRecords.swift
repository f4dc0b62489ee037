import GRDB

/// The `board_state` row (schema v7): the board's confidence in the user and whether it warned or sacked him.
package struct BoardStateRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "board_state"

    package let careerId: String
    /// Tenths of a point, 0–1000.
    package let confidenceTenths: Int
    package let warned: Bool
    package let sacked: Bool
    package let weeksInJob: Int

    package init(careerId: String, confidenceTenths: Int, warned: Bool, sacked: Bool, weeksInJob: Int) {
        self.careerId = careerId
        self.confidenceTenths = confidenceTenths
        self.warned = warned
        self.sacked = sacked
        self.weeksInJob = weeksInJob
    }
}

extension BoardStateRecord: PositionalRecord {
    static let columnNames = ["careerId", "confidenceTenths", "warned", "sacked", "weeksInJob"]

    func bind(to statement: inout BatchStatement) {
        statement.bind(careerId, confidenceTenths, warned, sacked, weeksInJob)
    }
}

/// A `job_offer` row (schema v7): `occasion` is the `OfferOccasion` raw value, `date` ISO; `id` is nil until
/// the row is inserted.
package struct JobOfferRecord: Codable, Equatable, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "job_offer"

    package var id: Int64?
    package let teamId: String
    package let occasion: String
    package let date: String

    package mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    package init(id: Int64? = nil, teamId: String, occasion: String, date: String) {
        self.id = id
        self.teamId = teamId
        self.occasion = occasion
        self.date = date
    }
}
