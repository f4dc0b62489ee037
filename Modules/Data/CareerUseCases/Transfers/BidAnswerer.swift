import DataManaging
import Economy
import GameModels
import GRDB
import Persistence
import TransferMarket

/// The user's answer to another club's open bid for one of his players. Accepting sells him at once; a
/// counter is taken when the bidding club takes it as it would a computer club's (`BuyingClub.takes`), and turned
/// down otherwise.
enum BidAnswerer {
    static func incoming(in db: Database) throws -> [TransferBid] {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        return try TransferViews.bids(TransferStore.bids(forPlayersOf: context.career.userTeamId,
                                                                         seasonId: context.season.id, in: db),
                                      context: context, in: db)
    }

    static func answer(bidId: Int, reply: BidReply, in db: Database) throws -> TransferBid {
        let market = try MarketToday(in: db)
        guard var bid = try TransferStore.bid(id: bidId, in: db), bid.sellingTeamId == market.userTeamId,
              bid.status == TransferBidStatus.open.rawValue else { throw DataError.bidNotFound(bidId) }
        guard let record = try PlayerRecord.fetchOne(db, key: bid.playerId), record.teamId == market.userTeamId else {
            throw DataError.bidNotFound(bidId)
        }
        let player = try PlayerTransformer.model(from: record)
        switch reply {
        case .reject:
            bid.status = TransferBidStatus.rejected.rawValue
        case .accept:
            try sell(player, bid: &bid, market: market, in: db)
        case .counter(let fee):
            try MarketChecks.requireFee(fee)
            bid.counterFee = fee
            if try buyerTakes(fee, for: player, bid: bid, market: market, in: db) {
                try sell(player, bid: &bid, market: market, in: db)
            } else {
                bid.status = TransferBidStatus.countered.rawValue
            }
        }
        try TransferStore.update(bid, in: db)
        guard let view = try TransferViews.bids([bid], context: market.context, in: db).first else {
            throw StoredValueError(message: "bid \(bidId) cannot be read back")
        }
        return view
    }

    /// Sells the user's player to the bidding club for the bid's fee (or the counter it took), on what he asks
    /// there.
    private static func sell(_ player: Player, bid: inout TransferBidRecord, market: MarketToday,
                             in db: Database) throws {
        try market.requireWindow(for: "a sale")
        if try LiveMatchStore.liveMatch(in: db) != nil {
            throw DataError.transferRefused("a match is being played: finish it before selling \(player.fullName)")
        }
        guard SquadLimits.canLose(player, from: market.squad) else {
            throw DataError.transferRefused("selling \(player.fullName) would leave the squad below its minimum "
                + "(\(SquadLimits.size.lowerBound) players, \(SquadLimits.minimum(of: player.position)) "
                + "at \(player.position.rawValue))")
        }
        let buyers = try SeasonStore.players(ofTeams: [bid.biddingTeamId], in: db).map(PlayerTransformer.model(from:))
        guard SquadLimits.canAdd(to: buyers) else {
            throw DataError.transferRefused("\(market.context.clubName(bid.biddingTeamId))'s squad is full now")
        }
        let demand = PlayerNegotiation.demand(of: player, fromTier: market.userTier,
                                              toTier: tier(of: bid.biddingTeamId, context: market.context))
        let record = try TransferBooker.book(
            .init(player: player, fromTeamId: market.userTeamId, toTeamId: bid.biddingTeamId, fee: bid.counterFee ?? bid.fee,
                  contract: Contract(weeklyWage: demand.weeklyWage,
                                     endSeason: market.context.season.year + demand.seasons)),
            date: market.date, context: market.context, today: market.today, in: db)
        bid.status = TransferBidStatus.accepted.rawValue
        bid.transferId = record.id
        try TransferStore.closeOtherBids(playerId: player.id, keeping: bid.id, in: db)
        if let line = try TransferViews.lines([record], context: market.context, in: db).first {
            try InboxPoster.post([TransferMessages.sold(line, playerId: player.id, date: market.date)], in: db)
        }
    }

    private static func buyerTakes(_ fee: Int, for player: Player, bid: TransferBidRecord, market: MarketToday,
                                   in db: Database) throws -> Bool {
        guard let buyer = try market.club(bid.biddingTeamId, in: db) else { return false }
        return BuyingClub.takes(counter: fee, for: player, club: buyer, at: market.today.moment)
    }

    private static func tier(of teamId: String, context: SeasonContext) -> Int {
        context.teams.first { $0.id == teamId }.map { context.tier(ofDivision: $0.divisionId) } ?? context.divisions.count
    }
}
