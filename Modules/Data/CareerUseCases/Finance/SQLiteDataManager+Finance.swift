import DataManaging
import Persistence

/// The finance slice: a read of the career file.
extension SQLiteDataManager {
    public func finances(careerId: String) async throws(DataError) -> ClubFinances {
        try connections.read(try careerFile(careerId), checkingIntegrity: false) { db in
            try FinancesBuilder.finances(in: db)
        }
    }
}
