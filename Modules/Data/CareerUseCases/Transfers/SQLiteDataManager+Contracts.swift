import DataManaging
import Persistence

/// The contract half of the player slice: each decision reads or writes in one transaction.
extension SQLiteDataManager {
    public func renewalDemand(careerId: String, playerId: String) async throws(DataError) -> RenewalDemand {
        try connections.read(try careerFile(careerId), checkingIntegrity: false) { db in
            try ContractRenewer.demand(playerId: playerId, in: db)
        }
    }

    public func renewContract(careerId: String, playerId: String,
                              accepting demand: RenewalDemand) async throws(DataError) {
        try connections.write(try careerFile(careerId)) { queue in
            try queue.write { db in try CareerContentCheck.guarded(.contract, in: db) { try ContractRenewer.renew(playerId: playerId, accepting: demand, in: db) } }
        }
    }

    public func releaseTerms(careerId: String, playerId: String) async throws(DataError) -> ReleaseTerms {
        try connections.read(try careerFile(careerId), checkingIntegrity: false) { db in
            try PlayerReleaser.terms(playerId: playerId, in: db)
        }
    }

    public func releasePlayer(careerId: String, playerId: String) async throws(DataError) -> ReleaseTerms {
        try connections.write(try careerFile(careerId)) { queue in
            try queue.write { db in try CareerContentCheck.guarded(.contract, in: db) { try PlayerReleaser.release(playerId: playerId, in: db) } }
        }
    }
}
