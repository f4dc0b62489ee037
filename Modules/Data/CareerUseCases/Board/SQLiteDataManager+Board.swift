import DataManaging
import Persistence

/// The board slice: each call one transaction on the career file.
extension SQLiteDataManager {
    public func boardStatus(careerId: String) async throws(DataError) -> BoardStatus {
        try connections.read(try careerFile(careerId), checkingIntegrity: false, BoardStatusBuilder.status)
    }

    public func acceptJobOffer(careerId: String, offerId: Int) async throws(DataError) -> BoardStatus {
        try connections.write(try careerFile(careerId)) { queue in
            try queue.write { db in try JobMover.accept(offerId: offerId, in: db) }
        }
    }

    public func applyForJob(careerId: String, teamId: String) async throws(DataError) -> JobApplication {
        try connections.write(try careerFile(careerId)) { queue in
            try queue.write { db in try JobApplicant.apply(to: teamId, in: db) }
        }
    }
}
