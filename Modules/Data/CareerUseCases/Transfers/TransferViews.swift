import DataManaging
import GameModels
import GRDB
import Persistence

/// Stored moves and bids as the transfer slice returns them, with the names of their players and clubs.
enum TransferViews {
    static func lines(_ records: [TransferRecord], context: SeasonContext, in db: Database) throws -> [TransferLine] {
        let players = try playersById(records.map(\.playerId), in: db)
        return try records.map { record in
            guard let player = players[record.playerId], let date = GameDate(iso: record.date) else {
                throw StoredValueError(message: "transfer \(record.id ?? 0) names no player or date")
            }
            return TransferLine(date: date, playerId: player.id, playerName: player.fullName, position: player.position,
                                age: record.age, fromClubName: record.fromTeamId.map(context.clubName),
                                toClubName: context.clubName(record.toTeamId), fee: record.fee,
                                weeklyWage: record.weeklyWage, seasons: record.seasons)
        }
    }

    static func bids(_ records: [TransferBidRecord], context: SeasonContext, in db: Database) throws -> [TransferBid] {
        let players = try playersById(records.map(\.playerId), in: db)
        return try records.map { record in
            guard let id = record.id, let player = players[record.playerId], let date = GameDate(iso: record.date)
            else { throw StoredValueError(message: "transfer_bid \(record.id ?? 0) names no player or date") }
            // A fee agreed on a counter is the counter's.
            let fee = record.status == TransferBidStatus.accepted.rawValue ? record.counterFee ?? record.fee : record.fee
            return TransferBid(id: Int(id), player: player, biddingClubName: context.clubName(record.biddingTeamId),
                               sellingClubName: context.clubName(record.sellingTeamId), fee: fee,
                               value: record.value, date: date, status: try status(of: record))
        }
    }

    private static func status(of record: TransferBidRecord) throws -> TransferBid.Status {
        switch TransferBidStatus(rawValue: record.status) {
        case .open: .open
        case .accepted: .accepted
        case .rejected: .rejected
        case .expired: .expired
        case .closed: .closed
        case .countered: .countered(fee: record.counterFee ?? record.fee)
        case nil: throw StoredValueError(message: "transfer_bid \(record.id ?? 0) status '\(record.status)' is unknown")
        }
    }

    private static func playersById(_ ids: [String], in db: Database) throws -> [String: Player] {
        let records = try PlayerRecord.fetchAll(db, keys: Array(Set(ids)))
        return Dictionary(try records.map { ($0.id, try PlayerTransformer.model(from: $0)) },
                          uniquingKeysWith: { first, _ in first })
    }
}
