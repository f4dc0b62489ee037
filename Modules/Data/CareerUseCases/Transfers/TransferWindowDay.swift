import Economy
import GameModels
import GRDB
import Persistence
import SeasonEngine
import TransferMarket

/// Stores what a window day of `PyramidWeek` did in the market (Modules/DECISIONS.md 28), inside the match day's
/// transaction: its moves booked with their fees, its bids for the user's players stored open and posted to his
/// inbox; after the window's last day, every bid still open expires and every fee agreed but not spent on a
/// signing lapses.
enum TransferWindowDay {
    /// `players`: every active player as the day began.
    static func store(_ week: WeekOutcome, players: [Player], date: GameDate, context: SeasonContext,
                      today: SeasonToday, in db: Database) throws {
        guard week.window != nil else { return }
        let byId = Dictionary(players.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let moves = week.transfers.compactMap { transfer in
            byId[transfer.playerId].map { player in
                TransferBooker.Move(player: player, fromTeamId: transfer.fromTeamId, toTeamId: transfer.toTeamId,
                                    fee: transfer.fee, contract: transfer.contract)
            }
        }
        try TransferBooker.book(moves, date: date, context: context, today: today, in: db)
        if week.closesWindow {
            try TransferStore.closeWindow(in: db)
        } else {
            try storeBids(week.bidsForUser, players: byId, date: date, today: today, context: context, in: db)
        }
    }

    /// A club bids once a window for a player: a second bid while the first is open is not stored again.
    private static func storeBids(_ bids: [MarketBid], players: [String: Player], date: GameDate, today: SeasonToday,
                                  context: SeasonContext, in db: Database) throws {
        for bid in bids {
            guard let player = players[bid.playerId],
                  try !TransferStore.hasOpenBid(playerId: bid.playerId, biddingTeamId: bid.bidderTeamId, in: db)
            else { continue }
            _ = try TransferStore.insert(
                TransferBidRecord(id: nil, seasonId: context.season.id, date: date.description, playerId: player.id,
                                  biddingTeamId: bid.bidderTeamId, sellingTeamId: context.career.userTeamId,
                                  fee: bid.fee, value: MarketValue.of(player, at: today.moment),
                                  status: TransferBidStatus.open.rawValue),
                in: db)
            try InboxPoster.post([TransferMessages.bidReceived(player: player, club: context.clubName(bid.bidderTeamId),
                                                               fee: bid.fee, teamId: bid.bidderTeamId, date: date)],
                                 in: db)
        }
    }
}
