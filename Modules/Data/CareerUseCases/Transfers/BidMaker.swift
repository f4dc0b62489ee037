import DataManaging
import Economy
import GameModels
import GRDB
import Persistence
import TransferMarket

/// The user's bid for another club's player, answered at once by the selling club (`SellingClub`) and stored
/// with its answer; an accepted fee waits for the player's contract (`PlayerSigner`).
enum BidMaker {
    static func ownBids(in db: Database) throws -> [TransferBid] {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        let records = try TransferStore.bids(byTeam: context.career.userTeamId, seasonId: context.season.id, in: db)
        return try TransferViews.bids(records, context: context, in: db)
    }

    static func bid(playerId: String, fee: Int, in db: Database) throws -> DataManaging.BidAnswer {
        let market = try MarketToday(in: db)
        let target = try MarketTarget(playerId: playerId, market: market, in: db)
        let player = target.player
        guard let sellerId = player.teamId else {
            throw DataError.transferRefused("\(player.fullName) is a free agent: no fee is owed, offer him a contract")
        }
        try market.requireWindow(for: "a bid")
        try MarketChecks.requireFee(fee)
        guard fee <= market.transferBudgetLeft else {
            throw DataError.transferRefused(
                "the board allows \(Pounds.text(market.transferBudgetLeft)) for fees, not \(Pounds.text(fee))")
        }
        try MarketChecks.requireRoom(in: market.squad)
        let sellerSquad = try SeasonStore.players(ofTeams: [sellerId], in: db).map(PlayerTransformer.model(from:))
        let answer = SellingClub.answer(fee: fee, for: player, squad: sellerSquad,
                                        balance: try FinanceStore.balance(teamId: sellerId, in: db),
                                        at: market.today.moment, fromManager: true)
        var record = TransferBidRecord(id: nil, seasonId: market.context.season.id, date: market.date.description,
                                       playerId: player.id, biddingTeamId: market.userTeamId, sellingTeamId: sellerId,
                                       fee: fee, value: MarketValue.of(player, at: market.today.moment),
                                       status: TransferBidStatus.accepted.rawValue)
        switch answer {
        case .accept:
            _ = try TransferStore.insert(record, in: db)
            return .accepted(fee: fee)
        case .reject(let refusal):
            record.status = TransferBidStatus.rejected.rawValue
            _ = try TransferStore.insert(record, in: db)
            return .rejected(reason: refusal.reason)
        case .counter(let asked):
            record.status = TransferBidStatus.countered.rawValue
            record.counterFee = asked
            _ = try TransferStore.insert(record, in: db)
            return .countered(fee: asked)
        }
    }
}
