import GRDB

/// Every table a match day reads by season is found by season: each club's money by kind (keyed by club first)
/// and the transfers and bids were scanned whole, every season's rows, every day — season 20 played 1.6× slower
/// than season 1 (issue #16).
package enum CareerSchemaV11 {
    package static func migrate(_ db: Database) throws {
        try db.create(index: "club_money_on_seasonId", on: "club_money", columns: ["seasonId"])
        try db.create(index: "transfer_on_seasonId", on: "transfer", columns: ["seasonId"])
        try db.create(index: "transfer_bid_on_seasonId", on: "transfer_bid", columns: ["seasonId"])
    }
}
