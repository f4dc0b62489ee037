import GRDB

/// A `transfer` row: one completed move (schema v8). `fromTeamId` is nil for a free agent signed; `age` is
/// his age when he moved.
package struct TransferRecord: Codable, Equatable, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "transfer"

    package var id: Int64?
    package let seasonId: String
    package let date: String
    package let playerId: String
    package let age: Int
    package let fromTeamId: String?
    package let toTeamId: String
    package let fee: Int
    package let weeklyWage: Int
    package let seasons: Int

    package mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    package init(id: Int64? = nil, seasonId: String, date: String, playerId: String, age: Int, fromTeamId: String?,
                 toTeamId: String, fee: Int, weeklyWage: Int, seasons: Int) {
        self.id = id
        self.seasonId = seasonId
        self.date = date
        self.playerId = playerId
        self.age = age
        self.fromTeamId = fromTeamId
        self.toTeamId = toTeamId
        self.fee = fee
        self.weeklyWage = weeklyWage
        self.seasons = seasons
    }
}

/// A `transfer_bid` row: one club's bid for another's player (schema v8). `status` is a
/// `TransferBidStatus` raw value; `counterFee` is the fee asked instead when it is `countered`; `transferId`
/// the move an accepted bid ended in.
package struct TransferBidRecord: Codable, Equatable, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "transfer_bid"

    package var id: Int64?
    package let seasonId: String
    package let date: String
    package let playerId: String
    package let biddingTeamId: String
    package let sellingTeamId: String
    package let fee: Int
    package let value: Int
    package var status: String
    package var counterFee: Int?
    package var transferId: Int64?

    package mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    package init(id: Int64? = nil, seasonId: String, date: String, playerId: String, biddingTeamId: String,
                 sellingTeamId: String, fee: Int, value: Int, status: String, counterFee: Int? = nil,
                 transferId: Int64? = nil) {
        self.id = id
        self.seasonId = seasonId
        self.date = date
        self.playerId = playerId
        self.biddingTeamId = biddingTeamId
        self.sellingTeamId = sellingTeamId
        self.fee = fee
        self.value = value
        self.status = status
        self.counterFee = counterFee
        self.transferId = transferId
    }
}

/// A `shortlist` row: a player the user watches, `position` giving the order he added them (schema v8).
struct ShortlistRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "shortlist"

    package let playerId: String
    package let position: Int
}

/// The stored states of a bid.
package enum TransferBidStatus: String, CaseIterable {
    case open, accepted, rejected, countered, expired
    /// Left unanswered when the player joined another club.
    case closed
}
