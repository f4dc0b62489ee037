import DataManaging
import Persistence

extension SQLiteDataManager {
    public func cup(careerId: String, year: Int?) async throws(DataError) -> CupSeason {
        try connections.read(try careerFile(careerId), checkingIntegrity: false) { db in
            try CupBuilder.season(year: year, in: db)
        }
    }
}
