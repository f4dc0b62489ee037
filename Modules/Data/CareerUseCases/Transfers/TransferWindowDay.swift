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
        let records = try TransferBooker.book(moves, date: date, context: context, today: today, in: db)
        try announceOwnMoves(records, date: date, context: context, in: db)
        if week.closesWindow {
            try TransferStore.closeWindow(in: db)
        } else {
            try storeBids(week.bidsForUser, players: byId, date: date, today: today, context: context, in: db)
        }
    }

    /// The market's moves for the user's club — the assistant's while `advance` runs it — are his news as much as the
    /// signings he makes himself: each is posted as they are (issue #42: none was announced).
    private static func announceOwnMoves(_ records: [TransferRecord], date: GameDate, context: SeasonContext,
                                         in db: Database) throws {
        let userTeamId = context.career.userTeamId
        let own = records.filter { $0.toTeamId == userTeamId || $0.fromTeamId == userTeamId }
        guard !own.isEmpty else { return }
        let lines = try TransferViews.lines(own, context: context, in: db)
        try InboxPoster.post(zip(own, lines).map { record, line in
            record.toTeamId == userTeamId ? TransferMessages.signed(line, playerId: line.playerId, date: date)
                : TransferMessages.sold(line, playerId: line.playerId, date: date)
        }, in: db)
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
