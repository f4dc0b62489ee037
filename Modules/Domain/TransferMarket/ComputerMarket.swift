import Economy
import GameModels

/// One day of the market for every computer club of the pyramid, pure and seeded: the same day gives the
/// same deals. In a seeded order, each club looks at its weakest position against its tier's level
/// (`SquadNeed`), runs through the players who would improve it, the cheapest improvement first, and makes
/// one deal a day with the first it can get:
/// a free agent on his demand, or a player it bids about his market value for — accepting the selling club's
/// counter when it fits the budget — whose fee fits its transfer budget and its bank, and whose wage demand
/// fits its wage budget. The user's club never buys here; its players only get bids.
public enum ComputerMarket {
    /// Players a club looks through for one need, from the cheapest improvement up, and how many of those it
    /// can afford it negotiates for.
    static let searchDepth = 60
    static let shortlist = 12
    /// Past this age a player is signed only to fill a position short of its minimum: clubs buy for the
    /// seasons ahead, and a veteran bought cheaply would decline in the squad.
    static let oldestSigning = 29
    /// Youngsters up to this age stay at the academy that raised them: clubs neither sell them to make room
    /// nor buy other clubs' (the planner caps each squad's youngsters; bought ones would pile up).
    static let youngestSale = 21
    /// From this size a club sells as it buys (SeasonEngine's planner fills squads to 25).
    static let comfortableSize = 24
    /// A club's bids and wage offers rise with its money in the bank: this share per season of wage budget
    /// banked beyond `reserveSeasons`, up to `maximumPremium` — a rich club pays more for better players and
    /// higher wages, and so spends what its board allows instead of hoarding it.
    static let premiumPerSeasonBanked = 0.5
    static let maximumPremium = 4.0
    static let maximumOverbid = 1.25
    /// Seasons of wage budget a club keeps in the bank before its money raises its offers.
    static let reserveSeasons = 0.5
    /// A rich club below the top looks this many points further above its tier per unit of premium it can pay.
    static let headroomPerPremium = 2

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
            guard let deal = firstDeal(for: buyer.id, book: book, levels: levels, day: day, bids: &bids) else { continue }
            book.record(deal.transfer, of: deal.player)
            transfers.append(deal.transfer)
        }
        return MarketDayOutcome(transfers: transfers, bidsForUser: bids)
    }

    /// The first deal `teamId` can strike for its need, the cheapest improvement first; bids for the user's
    /// players are noted in `bids` on the way.
    private static func firstDeal(for teamId: String, book: MarketBook, levels: [Int: Int], day: MarketDay,
                                 bids: inout [MarketBid]) -> (transfer: CompletedTransfer, player: Player)? {
        guard let club = book.clubs[teamId], SquadLimits.canAdd(to: book.squad(of: teamId)),
              let need = SquadNeed.of(book.squad(of: teamId), level: levels[club.tier] ?? 0) else { return nil }
        // Only the top tier looks without a ceiling: nobody is too good for it. Below, money raises the sights.
        let top = club.tier == (levels.keys.min() ?? club.tier)
        let sights = Int(((generosity(of: club, day: day) - 1) * Double(headroomPerPremium)).rounded(.down))
        let ceiling = top ? Int.max / 2 : (levels[club.tier] ?? 0) + SquadNeed.headroom + sights
        let reach = need.lowestOverall...max(need.lowestOverall, ceiling)
        let affordable = SeasonBudget.spendable(transfersLeft: club.transferBudget, balance: club.balance)
        let outgoing = replaced(in: book.squad(of: teamId), at: need.position)
        var tried = 0
        for player in book.candidates(need.position, overalls: reach, excluding: teamId, limit: searchDepth) {
            guard tried < shortlist else { break }
            if !need.short, !(youngestSale + 1...oldestSigning).contains(player.age)
                || SquadNeed.worth(of: player) > reach.upperBound { continue }
            let seller = book.owner(of: player.id)
            // Outside a window only free agents move; a player it could not even bid for is not worth a call.
            if seller != nil, day.window == nil || bid(for: player, by: club, day: day) > affordable { continue }
            tried += 1
            if let seller, seller == day.userTeamId {
                let bid = MarketBid(playerId: player.id, bidderTeamId: teamId, fee: MarketValue.of(player, at: day.moment))
                if !bids.contains(bid) { bids.append(bid) }
                continue
            }
            if let transfer = deal(for: player, from: seller, to: club, replacing: outgoing, book: book, day: day) {
                return (transfer, player)
            }
        }
        return nil
    }

    /// One in, one out: a squad of `comfortableSize` or more counts on selling its weakest grown-up player of
    /// the position it strengthens (its academy's youngsters stay to grow), so his wage is room for the
    /// signing's. He stays until a club buys him, the bill over budget meanwhile — the next budget answers it.
    private static func replaced(in squad: [Player], at position: Position) -> Player? {
        guard squad.count >= comfortableSize else { return nil }
        return squad.filter { $0.position == position && $0.age > youngestSale }
            .min { ($0.ratings.overall, $0.id) < ($1.ratings.overall, $1.id) }
            .flatMap { SquadLimits.canLose($0, from: squad) ? $0 : nil }
    }

    /// The deal `club` strikes for `player`, or nil when the seller, the money or the player says no.
    private static func deal(for player: Player, from seller: String?, to club: MarketClub, replacing outgoing: Player?,
                             book: MarketBook, day: MarketDay) -> CompletedTransfer? {
        let fromTier = seller.flatMap { book.clubs[$0]?.tier }
        let demand = PlayerNegotiation.demand(of: player, fromTier: fromTier, toTier: club.tier)
        guard let fee = fee(for: player, from: seller, buyer: club, book: book, day: day) else { return nil }
        // The transfer money the board allows and the fee leaves may go on wages too, a season's worth.
        let room = club.weeklyWageBudget - (book.wageBills[club.id] ?? 0) + (outgoing?.contract.weeklyWage ?? 0)
            + (club.transferBudget - fee) / day.moment.weeksInSeason
        // A rich club pays above the going rate, not above a wage another rich club already paid him.
        let rate = WageDemand.marketRate(overall: player.ratings.overall, age: player.age, tier: club.tier)
        let generous = MoneyRounding.tens(Double(rate) * generosity(of: club, day: day))
        let offered = min(room, max(demand.weeklyWage, generous))
        guard PlayerNegotiation.answer(weeklyWage: offered, seasons: demand.seasons, player: player, fromTier: fromTier,
                                       toTier: club.tier) == .accept else { return nil }
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
        guard let seller else { return 0 }
        guard let selling = book.clubs[seller] else { return nil }
        let affordable = SeasonBudget.spendable(transfersLeft: buyer.transferBudget, balance: buyer.balance)
        let bid = bid(for: player, by: buyer, day: day)
        guard bid <= affordable else { return nil }
        switch SellingClub.answer(fee: bid, for: player, squad: book.squad(of: seller), balance: selling.balance,
                                  at: day.moment, fromManager: false) {
        case .accept: return bid
        case .counter(let fee): return BuyingClub.takes(counter: fee, for: player, club: buyer, at: day.moment) ? fee : nil
        case .reject: return nil
        }
    }

    /// What `club` bids for `player`: his market value, up to `maximumOverbid` more from a club with money in
    /// the bank. Fees move money between clubs, wages spend it, so the premium goes mostly on wages.
    static func bid(for player: Player, by club: MarketClub, day: MarketDay) -> Int {
        let overbid = min(maximumOverbid, generosity(of: club, day: day))
        return MoneyRounding.quoted(Double(MarketValue.of(player, at: day.moment)) * overbid, minimum: MarketValue.minimum)
    }

    /// How much above a player's demand `club` pays, from the seasons of wage budget it has in the bank.
    static func generosity(of club: MarketClub, day: MarketDay) -> Double {
        let seasonBudget = Double(max(1, club.weeklyWageBudget * day.moment.weeksInSeason))
        let seasonsBanked = Double(club.balance) / seasonBudget
        return 1 + min(maximumPremium, max(0, seasonsBanked - reserveSeasons) * premiumPerSeasonBanked)
    }
}
