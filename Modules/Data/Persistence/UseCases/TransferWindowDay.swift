import Economy
import GameModels
import GRDB
import TransferMarket

/// A match day of a transfer window, inside the match day's transaction (Modules/DECISIONS.md 28): the
/// computer clubs' round (`ComputerMarket`) on the pyramid as the day left it, its moves booked with their fees,
/// its bids for the user's players stored open and posted to his inbox; after the window's last day, every
/// bid still open expires and every fee agreed but not spent on a signing lapses.
enum TransferWindowDay {
    static func play(matchDay: Int, context: SeasonContext, in db: Database) throws {
        let today = try SeasonToday(season: context.season, in: db)
        let calendar = TransferCalendar(matchDays: today.moment.weeksInSeason)
        guard let window = calendar.window(nextMatchDay: matchDay) else { return }
        let closing = matchDay == calendar.closesAfter(window)
        let date = context.date(ofMatchDay: matchDay)
        let players = try SeasonEndStore.activePlayers(in: db).map(PlayerTransformer.model(from:))
        let outcome = ComputerMarket.round(MarketDay(
            clubs: try clubs(context: context, today: today, in: db), players: players,
            userTeamId: context.career.userTeamId, moment: today.moment, window: window,
            seed: seed(worldSeed: context.career.worldSeed, year: context.season.year, matchDay: matchDay)))
        let byId = Dictionary(players.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for transfer in outcome.transfers {
            guard let player = byId[transfer.playerId] else { continue }
            _ = try TransferBooker.book(.init(player: player, fromTeamId: transfer.fromTeamId, toTeamId: transfer.toTeamId,
                                              fee: transfer.fee, contract: transfer.contract),
                                        date: date, context: context, today: today, in: db)
        }
        if closing {
            try TransferStore.closeWindow(in: db)
        } else {
            try storeBids(outcome.bidsForUser, players: byId, date: date, today: today, context: context, in: db)
        }
    }

    /// Every club as the round sees it: tier, balance, and what is left of the board's budgets this season,
    /// from a handful of reads for the whole pyramid.
    private static func clubs(context: SeasonContext, today: SeasonToday, in db: Database) throws -> [MarketClub] {
        let season = context.season
        let balances = try MarketMoneyStore.balances(in: db)
        let totals = Dictionary(grouping: try MarketMoneyStore.clubTotals(seasonId: season.id, in: db), by: \.teamId)
        let lastSeason = try FinanceStore.seasonId(ofYear: season.year - 1, in: db).map { previous in
            Dictionary(grouping: try MarketMoneyStore.clubTotals(seasonId: previous, in: db), by: \.teamId)
        }
        let spent = try MarketMoneyStore.netSpendingByClub(seasonId: season.id, in: db)
        return context.teams.map { team in
            let balance = balances[team.id] ?? 0
            let moved = (totals[team.id] ?? []).compactMap { row in
                MoneyKind(rawValue: row.kind).map { MoneyMovement(kind: $0, amount: row.amount) }
            }.reduce(0) { $0 + $1.signedAmount }
            let budget = FinancesBuilder.budget(team: team, openingBalance: balance - moved,
                                                lastSeason: lastSeason.map { $0[team.id] ?? [] },
                                                weeks: today.moment.weeksInSeason, context: context)
            return MarketClub(id: team.id, tier: context.tier(ofDivision: team.divisionId), balance: balance,
                              transferBudget: max(0, budget.transfers - (spent[team.id] ?? 0)),
                              weeklyWageBudget: budget.weeklyWages)
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

    /// The same career plays the same market: the world's seed, the season and the day.
    private static func seed(worldSeed: UInt64, year: Int, matchDay: Int) -> UInt64 {
        worldSeed &* 6_364_136_223_846_793_005 &+ UInt64(year) &* 1_000_003 &+ UInt64(matchDay)
    }
}
