import GRDB

/// A `transfer` row: one completed move (schema v8). `fromTeamId` is nil for a free agent signed; `age` is
/// his age when he moved.
struct TransferRecord: Codable, Equatable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "transfer"

    var id: Int64?
    let seasonId: String
    let date: String
    let playerId: String
    let age: Int
    let fromTeamId: String?
    let toTeamId: String
    let fee: Int
    let weeklyWage: Int
    let seasons: Int

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// A `transfer_bid` row: one club's bid for another's player (schema v8). `status` is a
/// `TransferBidStatus` raw value; `counterFee` is the fee asked instead when it is `countered`; `transferId`
/// the move an accepted bid ended in.
struct TransferBidRecord: Codable, Equatable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "transfer_bid"

    var id: Int64?
    let seasonId: String
    let date: String
    let playerId: String
    let biddingTeamId: String
    let sellingTeamId: String
    let fee: Int
    let value: Int
    var status: String
    var counterFee: Int?
    var transferId: Int64?

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// A `shortlist` row: a player the user watches, `position` giving the order he added them (schema v8).
struct ShortlistRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "shortlist"

    let playerId: String
    let position: Int
}

/// The stored states of a bid.
enum TransferBidStatus: String, CaseIterable {
    case open, accepted, rejected, countered, expired
    /// Left unanswered when the player joined another club.
    case closed
}
