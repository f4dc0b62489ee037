import Economy
import GameModels

/// One day of the market for every computer club of the pyramid, pure and seeded: the same day gives the
/// same deals. In a seeded order, each club looks at its weakest position against its tier's level
/// (`SquadNeed`), shortlists the players who would improve it, best first, and takes the first it can get:
/// a free agent on his demand, or a player it bids about his market value for — accepting the selling club's
/// counter when it fits the budget — whose fee fits its transfer budget and its bank, and whose wage demand
/// fits its wage budget. The user's club never buys here; its players only get bids.
public enum ComputerMarket {
    /// Players a club considers for its need.
    static let shortlist = 6
    /// How far above its tier's level a club looks: stars do not drop to clubs far below them.
    static let headroom = 5
    /// A club's bids and wage offers rise with its money in the bank: this share per season of wage budget
    /// banked, up to `maximumPremium` — a rich club pays more for better players and higher wages.
    static let premiumPerSeasonBanked = 0.5
    static let maximumPremium = 1.0

    public static func round(_ day: MarketDay) -> MarketDayOutcome {
        var book = MarketBook(day: day)
        var rng = SeededRandomNumberGenerator(seed: day.seed)
        let levels = Dictionary(grouping: day.clubs, by: \.tier).mapValues { clubs in
            SquadNeed.level(of: clubs.map { book.squad(of: $0.id) })
        }
        var transfers: [CompletedTransfer] = []
        var bids: [MarketBid] = []
        let buyers = day.clubs.filter { $0.id != day.userTeamId }.sorted { $0.id < $1.id }.shuffled(using: &rng)
        for buyer in buyers {
            guard let club = book.clubs[buyer.id], SquadLimits.canAdd(to: book.squad(of: club.id)),
                  let need = SquadNeed.of(book.squad(of: club.id), level: levels[club.tier] ?? 0) else { continue }
            let reach = need.lowestOverall...max(need.lowestOverall, (levels[club.tier] ?? 0) + headroom)
            for player in book.candidates(need.position, overalls: reach, excluding: club.id, limit: shortlist) {
                let seller = book.owner(of: player.id)
                if seller != nil, day.window == nil { continue }
                if let seller, seller == day.userTeamId {
                    bids.append(MarketBid(playerId: player.id, bidderTeamId: club.id,
                                          fee: MarketValue.of(player, at: day.moment)))
                    continue
                }
                if let transfer = deal(for: player, from: seller, to: club, book: book, day: day) {
                    book.record(transfer, of: player)
                    transfers.append(transfer)
                    break
                }
            }
        }
        return MarketDayOutcome(transfers: transfers, bidsForUser: bids)
    }

    /// The deal `club` strikes for `player`, or nil when the seller, the money or the player says no.
    private static func deal(for player: Player, from seller: String?, to club: MarketClub, book: MarketBook,
                             day: MarketDay) -> CompletedTransfer? {
        let fromTier = seller.flatMap { book.clubs[$0]?.tier }
        let demand = PlayerNegotiation.demand(of: player, fromTier: fromTier, toTier: club.tier)
        let room = club.weeklyWageBudget - (book.wageBills[club.id] ?? 0)
        let offered = min(room, MoneyRounding.tens(Double(demand.weeklyWage) * generosity(of: club, day: day)))
        let contract = ContractOffer(weeklyWage: offered, seasons: demand.seasons)
        guard PlayerNegotiation.answer(contract, player: player, fromTier: fromTier, toTier: club.tier) == .accept,
              let fee = fee(for: player, from: seller, buyer: club, book: book, day: day) else { return nil }
        // A deal signed before the halfway point counts this season as its first.
        let firstHalf = day.moment.weeksPlayed * 2 < day.moment.weeksInSeason
        let endSeason = day.moment.seasonYear + demand.seasons - (firstHalf ? 1 : 0)
        return CompletedTransfer(playerId: player.id, fromTeamId: seller, toTeamId: club.id, fee: fee,
                                 contract: Contract(weeklyWage: offered, endSeason: endSeason))
    }

    /// The fee agreed: nothing for a free agent; else the buyer bids his market value, raised as its wage
    /// offers are by its money in the bank, and takes the selling club's counter when it can afford it.
    private static func fee(for player: Player, from seller: String?, buyer: MarketClub, book: MarketBook,
                            day: MarketDay) -> Int? {
        guard let seller, let selling = book.clubs[seller] else { return 0 }
        let affordable = min(buyer.transferBudget, max(0, buyer.balance))
        let bid = MoneyRounding.quoted(Double(MarketValue.of(player, at: day.moment)) * generosity(of: buyer, day: day),
                                       minimum: MarketValue.minimum)
        guard bid <= affordable else { return nil }
        switch SellingClub.answer(fee: bid, for: player, squad: book.squad(of: seller), balance: selling.balance,
                                  at: day.moment) {
        case .accept: return bid
        case .counter(let fee): return fee <= affordable ? fee : nil
        case .reject: return nil
        }
    }

    /// How much above a player's demand `club` pays, from the seasons of wage budget it has in the bank.
    static func generosity(of club: MarketClub, day: MarketDay) -> Double {
        let seasonBudget = Double(max(1, club.weeklyWageBudget * day.moment.weeksInSeason))
        return 1 + min(maximumPremium, Double(max(0, club.balance)) / seasonBudget * premiumPerSeasonBanked)
    }
}
