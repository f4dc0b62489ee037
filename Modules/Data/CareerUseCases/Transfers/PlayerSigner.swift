import DataManaging
import Economy
import GameModels
import GRDB
import Persistence
import TransferMarket

/// The user's contract offer to a player: a free agent at any time, another club's player in a window once
/// his club has agreed a fee. He answers by `PlayerNegotiation`; when he signs, the move and its fee are made
/// in the same transaction (`TransferBooker`) and reported in the inbox.
enum PlayerSigner {
    /// What he needs before he may be offered a contract, and the fee agreed for him (zero for a free agent).
    private struct Signing {
        let market: MarketToday
        let player: Player
        let fromTier: Int?
        /// Nil for a free agent.
        let bid: TransferBidRecord?
    }

    static func demand(playerId: String, in db: Database) throws -> DataManaging.ContractOffer {
        let signing = try signing(playerId: playerId, in: db)
        let demand = PlayerNegotiation.demand(of: signing.player, fromTier: signing.fromTier,
                                              toTier: signing.market.userTier)
        return DataManaging.ContractOffer(weeklyWage: demand.weeklyWage, seasons: demand.seasons)
    }

    static func offer(playerId: String, offer: DataManaging.ContractOffer,
                      in db: Database) throws -> DataManaging.ContractAnswer {
        let signing = try signing(playerId: playerId, in: db)
        let market = signing.market
        guard (WageDemand.minimumWage...PlayerNegotiation.maximumWeeklyWage).contains(offer.weeklyWage) else {
            throw DataError.transferRefused("a weekly wage must be \(Pounds.text(WageDemand.minimumWage))–"
                + "\(Pounds.text(PlayerNegotiation.maximumWeeklyWage)), not \(Pounds.text(offer.weeklyWage))")
        }
        let seasons = PlayerNegotiation.seasonRange
        guard seasons.contains(offer.seasons) else {
            throw DataError.transferRefused("a contract runs \(seasons.lowerBound)–\(seasons.upperBound) seasons, "
                + "not \(offer.seasons)")
        }
        try MarketChecks.requireRoom(in: market.squad)
        let fee = signing.bid?.fee ?? 0
        try MarketChecks.requireWageRoom(for: offer.weeklyWage, fee: fee, in: market)
        guard fee <= market.finances.balance else {
            throw DataError.transferRefused("the club cannot pay the agreed \(Pounds.text(fee)) with "
                + "\(Pounds.text(market.finances.balance)) in the bank")
        }
        let player = signing.player
        let answer = PlayerNegotiation.answer(weeklyWage: offer.weeklyWage, seasons: offer.seasons, player: player,
                                              fromTier: signing.fromTier, toTier: market.userTier)
        if case .reject(let refusal) = answer { return .rejected(reason: refusal.reason) }
        let record = try TransferBooker.book(
            .init(player: player, fromTeamId: player.teamId, toTeamId: market.userTeamId, fee: fee,
                  contract: Contract(weeklyWage: offer.weeklyWage, endSeason: market.context.season.year + offer.seasons)),
            date: market.date, context: market.context, today: market.today, in: db)
        if var bid = signing.bid {
            bid.transferId = record.id
            try TransferStore.update(bid, in: db)
        }
        guard let line = try TransferViews.lines([record], context: market.context, in: db).first else {
            throw StoredValueError(message: "the transfer just stored cannot be read")
        }
        try InboxPoster.post([TransferMessages.signed(line, playerId: player.id, date: market.date)], in: db)
        return .signed(line)
    }

    private static func signing(playerId: String, in db: Database) throws -> Signing {
        let market = try MarketToday(in: db)
        let target = try MarketTarget(playerId: playerId, market: market, in: db)
        let player = target.player
        guard let clubId = player.teamId else {
            return Signing(market: market, player: player, fromTier: nil, bid: nil)
        }
        try market.requireWindow(for: "signing another club's player")
        let agreed = try TransferStore.agreedBid(playerId: playerId, biddingTeamId: market.userTeamId,
                                                 seasonId: market.context.season.id, in: db)
        guard let agreed else {
            throw DataError.transferRefused("\(market.context.clubName(clubId)) have agreed no fee for "
                + "\(player.fullName): bid for him first")
        }
        guard agreed.sellingTeamId == clubId else {
            throw DataError.transferRefused("\(player.fullName) has joined \(market.context.clubName(clubId)) "
                + "since the fee was agreed: bid again")
        }
        return Signing(market: market, player: player, fromTier: target.tier, bid: agreed)
    }
}
