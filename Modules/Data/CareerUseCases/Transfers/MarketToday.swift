import ClubBoard
import DataManaging
import Economy
import GameModels
import GRDB
import Persistence
import SeasonEngine
import TransferMarket

/// The market as the user's club stands in it today: the season's calendar and open window, his club, its
/// squad and money, and what the board still lets it spend on fees (its season's transfer budget less the
/// fees paid, plus those taken, this season: `SeasonBudget.transfersLeft`, as for every club).
struct MarketToday {
    let context: SeasonContext
    let today: SeasonToday
    let calendar: TransferCalendar
    /// Nil while no window is open.
    let window: TransferWindow?
    let userTeamId: String
    let userTier: Int
    let squad: [Player]
    let finances: ClubFinances
    let transferBudgetLeft: Int

    init(in db: Database) throws {
        context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        today = try SeasonToday(season: context.season, in: db)
        calendar = TransferCalendar(matchDays: today.moment.weeksInSeason)
        window = today.nextMatchDay.flatMap(calendar.window(nextMatchDay:))
        let userTeamId = context.career.userTeamId
        self.userTeamId = userTeamId
        userTier = try Self.userTier(in: context)
        squad = try SeasonStore.players(ofTeams: [userTeamId], in: db).map(PlayerTransformer.model(from:))
        finances = try FinancesBuilder.finances(in: db)
        transferBudgetLeft = finances.transferBudgetLeft
    }

    /// The tier of the user's club, which his signings' wage demands are asked at.
    static func userTier(in context: SeasonContext) throws -> Int {
        let userTeamId = context.career.userTeamId
        guard let team = context.teams.first(where: { $0.id == userTeamId }) else {
            throw StoredValueError(message: "career.userTeamId \(userTeamId) is no club")
        }
        return context.tier(ofDivision: team.divisionId)
    }

    var date: GameDate { context.career.currentDate }

    /// Another club as the market sees it today (`MarketClub.season`, as `PyramidWeek` builds it); nil for no club.
    func club(_ teamId: String, in db: Database) throws -> MarketClub? {
        guard let team = context.teams.first(where: { $0.id == teamId }) else { return nil }
        let money = try PyramidMoneyLoader.money(context: context, season: nil, in: db)
        return MarketClub.season(team, tier: context.tier(ofDivision: team.divisionId),
                                 clubs: context.teamIds(inDivision: team.divisionId).count, money: money.clubs[teamId],
                                 weeks: today.moment.weeksInSeason, worldSeed: context.career.worldSeed)
    }

    var status: TransferMarketStatus {
        let shown: TransferMarketStatus.Window
        if let window {
            shown = .open(name: window.name, closesAfterMatchDay: calendar.closesAfter(window))
        } else {
            let next = nextOpening
            shown = .closed(nextName: next.window.name, opensAtMatchDay: next.nextSeason ? nil : next.beforeMatchDay)
        }
        return TransferMarketStatus(window: shown, balance: finances.balance, transferBudget: transferBudgetLeft,
                                    weeklyWageBill: finances.weeklyWageBill,
                                    weeklyWageBudget: finances.budget.weeklyWages, squadSize: squad.count,
                                    squadLimits: SquadLimits.size,
                                    pricing: BidPricing(keyPlayers: SellingClub.keyPlayers,
                                                        keyPlayerPremium: SellingClub.keyPlayerPremium,
                                                        debtDiscount: SellingClub.debtDiscount,
                                                        counterShare: SellingClub.counterShare))
    }

    /// Throws unless a window is open: moves between clubs wait for one.
    func requireWindow(for what: String) throws {
        guard window == nil else { return }
        let next = nextOpening
        let when = next.nextSeason ? "with the next season" : "before match day \(next.beforeMatchDay)"
        throw DataError.transferRefused(
            "the transfer window is shut: \(what) must wait for the \(next.window.name.lowercased()), which opens \(when)")
    }

    private var nextOpening: TransferCalendar.Opening {
        calendar.nextOpening(nextMatchDay: today.nextMatchDay ?? calendar.matchDays + 1)
    }
}
