import GRDB

/// Bids and completed moves, read and written inside the caller's transaction.
package enum TransferStore {
    package static func insert(_ bid: TransferBidRecord, in db: Database) throws -> TransferBidRecord {
        try RowCeiling.ensureRoom(in: TransferBidRecord.databaseTableName, seasonId: bid.seasonId, in: db)
        var bid = bid
        try bid.insert(db)
        return bid
    }

    package static func update(_ bid: TransferBidRecord, in db: Database) throws {
        try bid.update(db)
    }

    package static func bid(id: Int, in db: Database) throws -> TransferBidRecord? {
        try TransferBidRecord.fetchOne(db, key: id)
    }

    /// Bids other clubs have made this season for `teamId`'s players: open ones first, then newest first.
    package static func bids(forPlayersOf teamId: String, seasonId: String, in db: Database) throws -> [TransferBidRecord] {
        try TransferBidRecord.filter(Column("sellingTeamId") == teamId && Column("seasonId") == seasonId)
            .order(sql: "status = 'open' DESC, date DESC, id DESC").fetchAll(db)
    }

    /// `teamId`'s bids of a season, newest first, but those that expired or ended in a signing.
    package static func bids(byTeam teamId: String, seasonId: String, in db: Database) throws -> [TransferBidRecord] {
        try TransferBidRecord.filter(Column("biddingTeamId") == teamId && Column("seasonId") == seasonId
                                         && Column("status") != TransferBidStatus.expired.rawValue
                                         && Column("transferId") == nil)
            .order(Column("date").desc, Column("id").desc).fetchAll(db)
    }

    /// The fee `teamId` has agreed for a player this season and not yet spent on a signing.
    package static func agreedBid(playerId: String, biddingTeamId teamId: String, seasonId: String,
                          in db: Database) throws -> TransferBidRecord? {
        try TransferBidRecord.filter(Column("playerId") == playerId && Column("biddingTeamId") == teamId
                                         && Column("seasonId") == seasonId
                                         && Column("status") == TransferBidStatus.accepted.rawValue
                                         && Column("transferId") == nil)
            .order(Column("id").desc).fetchOne(db)
    }

    package static func hasOpenBid(playerId: String, biddingTeamId: String, in db: Database) throws -> Bool {
        try TransferBidRecord.filter(Column("playerId") == playerId && Column("biddingTeamId") == biddingTeamId
                                         && Column("status") == TransferBidStatus.open.rawValue).fetchCount(db) > 0
    }

    /// Closes every other open bid for a player who has just been sold (closed, not rejected: nobody turned it down).
    package static func closeOtherBids(playerId: String, keeping bidId: Int64?, in db: Database) throws {
        try db.execute(sql: "UPDATE transfer_bid SET status = ? WHERE playerId = ? AND status = ? AND id IS NOT ?",
                       arguments: [TransferBidStatus.closed.rawValue, playerId, TransferBidStatus.open.rawValue,
                                   bidId])
    }

    /// The window has shut: open bids expire, and so do fees agreed but not spent on a signing.
    package static func closeWindow(in db: Database) throws {
        try db.execute(sql: "UPDATE transfer_bid SET status = ? WHERE status = ? OR (status = ? AND transferId IS NULL)",
                       arguments: [TransferBidStatus.expired.rawValue, TransferBidStatus.open.rawValue,
                                   TransferBidStatus.accepted.rawValue])
    }

    package static func insert(_ transfer: TransferRecord, in db: Database) throws -> TransferRecord {
        try RowCeiling.ensureRoom(in: TransferRecord.databaseTableName, seasonId: transfer.seasonId, in: db)
        // A cached statement: a window's day books dozens of moves, and GRDB's `insert` builds and prepares its SQL
        // for each.
        try db.cachedStatement(sql: """
            INSERT INTO transfer (id, seasonId, date, playerId, age, fromTeamId, toTeamId, fee, weeklyWage, seasons)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [transfer.id, transfer.seasonId, transfer.date, transfer.playerId, transfer.age,
                                     transfer.fromTeamId, transfer.toTeamId, transfer.fee, transfer.weeklyWage,
                                     transfer.seasons])
        var inserted = transfer
        inserted.id = db.lastInsertedRowID
        return inserted
    }

    /// The season's moves, newest first: `limit` of them from the `offset`-th.
    package static func transfers(seasonId: String, offset: Int, limit: Int, in db: Database) throws -> [TransferRecord] {
        try TransferRecord.filter(Column("seasonId") == seasonId)
            .order(Column("date").desc, Column("id").desc)
            .limit(limit, offset: offset)
            .fetchAll(db)
    }

    package static func transferCount(seasonId: String, in db: Database) throws -> Int {
        try TransferRecord.filter(Column("seasonId") == seasonId).fetchCount(db)
    }
}
