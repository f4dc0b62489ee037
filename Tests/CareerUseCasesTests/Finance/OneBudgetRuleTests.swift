@testable import CareerUseCases
import DataManaging
import Economy
import Foundation
import GameModels
import GRDB
@testable import Persistence
import SeasonEngine
import Testing
import TestSupport
import TransferMarket

/// Issue #39: the transfer money a club has left is one rule for every club. The manager's Finances and his bids read
/// the figure the market gives the same club when the assistant runs it (`MarketClub.season`) — where his once took
/// a wage bill over the board's line off it and the computer clubs' did not. A bill over the line is the signing's
/// question (`SeasonBudget.funds`), for him as for them.
struct OneBudgetRuleTests {
    @Test(arguments: [false, true])
    func theManagersBudgetLeftIsWhatTheMarketGivesHisClub(overTheWageLine: Bool) async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            _ = try await manager.advance(careerId: "owls", .matchDays(3))
            let url = CareerDatabase.fileURL(slot: "owls", in: directory)
            if overTheWageLine {
                // A wage bill far past the board's line: the extra for the weeks left comes off the transfer money.
                try DatabaseQueue(path: url.path).write { db in
                    try db.execute(sql: "UPDATE player SET weeklyWage = weeklyWage * 10 WHERE teamId = ?",
                                   arguments: [SeasonWorld.userTeamId])
                }
            }
            let finances = try await manager.finances(careerId: "owls")

            let (market, moment) = try DatabaseQueue(path: url.path).read { db in
                let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
                let today = try SeasonToday(season: context.season, in: db)
                let money = try PyramidMoneyLoader.money(context: context, season: nil, in: db)
                let team = try #require(context.teams.first { $0.id == SeasonWorld.userTeamId })
                let club = MarketClub.season(team, tier: context.tier(ofDivision: team.divisionId),
                                             clubs: context.teamIds(inDivision: team.divisionId).count,
                                             money: money.clubs[team.id], weeks: today.moment.weeksInSeason,
                                             worldSeed: context.career.worldSeed)
                return (club, today.moment)
            }
            #expect(finances.transferBudgetLeft
                == SeasonBudget.spendable(transfersLeft: market.transferBudget, balance: market.balance))
            #expect(finances.balance == market.balance)
            #expect(finances.budget.weeklyWages == market.weeklyWageBudget)
            let overspend = finances.budget.wageOverspend(weeklyWageBill: finances.weeklyWageBill, at: moment)
            #expect((overspend > 0) == overTheWageLine, "the wage line is crossed only where the test crossed it")
            #expect(market.transferBudget > 0, "money left to compare")
        }
    }
}
