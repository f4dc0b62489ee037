import DataManaging
import Economy
import GameModels
import GRDB
import Persistence

/// The user's club's money this season, for its Finances screen: its weeks, its totals by kind, its wage bill
/// and the budget the board sets from last season's revenue (a forecast in a career's first season).
enum FinancesBuilder {
    static func finances(in db: Database) throws -> ClubFinances {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        let season = context.season
        let teamId = context.career.userTeamId
        guard let team = context.teams.first(where: { $0.id == teamId }) else {
            throw StoredValueError(message: "career.userTeamId \(teamId) is no club")
        }
        let totals = try FinanceStore.seasonTotals(teamId: teamId, seasonId: season.id, in: db)
        let byKind = Dictionary(totals.map { ($0.kind, $0.amount) }, uniquingKeysWith: +)
        let seasonTotals = MoneyKind.allCases.compactMap { kind in
            byKind[kind.rawValue].map { MoneyMovement(kind: kind, amount: $0) }
        }
        let balance = try FinanceStore.balance(teamId: teamId, in: db)
        let (weekRows, movementRows) = try FinanceStore.userWeeks(seasonId: season.id, in: db)
        let movements = Dictionary(grouping: movementRows, by: \.matchDay)
        let weeks = weekRows.map { week in
            ClubFinances.Week(matchDay: week.matchDay, date: context.date(ofMatchDay: week.matchDay),
                              movements: (movements[week.matchDay] ?? []).compactMap { row in
                                  MoneyKind(rawValue: row.kind).map { MoneyMovement(kind: $0, amount: row.amount) }
                              },
                              balance: week.balance)
        }
        let opening = balance - seasonTotals.reduce(0) { $0 + $1.signedAmount }
        let squad = try SeasonStore.players(ofTeams: [teamId], in: db).map(PlayerTransformer.model(from:))
        let wageBill = ClubWeek.wageBill(of: squad)
        let budget = try budget(team: team, openingBalance: opening, context: context, in: db)
        let spent = try PyramidMoneyLoader.netSpending(seasonId: season.id, in: db)[teamId] ?? 0
        return ClubFinances(clubName: context.clubName(teamId), seasonLabel: season.label, balance: balance,
                            openingBalance: opening, weeks: weeks, totals: seasonTotals, weeklyWageBill: wageBill,
                            budget: budget,
                            transferBudgetLeft: SeasonBudget.spendable(
                                transfersLeft: budget.transfersLeft(netSpending: spent),
                                balance: balance))
    }

    /// The board's budget for the season, as the market sets every club's (`BoardBudget.season`).
    static func budget(team: Team, openingBalance: Int, context: SeasonContext,
                       in db: Database) throws -> SeasonBudget {
        let lastRevenue = try FinanceStore.seasonId(ofYear: context.season.year - 1, in: db).map { previous in
            PyramidMoneyLoader.recurringIncome(try FinanceStore.seasonTotals(teamId: team.id, seasonId: previous, in: db))
        }
        return BoardBudget.season(teamId: team.id, tier: context.tier(ofDivision: team.divisionId),
                                  clubs: context.teamIds(inDivision: team.divisionId).count,
                                  weeks: try FinanceStore.weeks(seasonId: context.season.id, in: db),
                                  worldSeed: context.career.worldSeed, lastRevenue: lastRevenue,
                                  openingBalance: openingBalance)
    }
}
