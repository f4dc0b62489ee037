import DataManaging
import Economy
import GameModels
import Persistence
import TransferMarket

/// The refusals a bid, a counter and a signing share, worded once.
enum MarketChecks {
    /// A fee is a positive sum within `FeeRule`'s bound.
    static func requireFee(_ fee: Int) throws {
        guard fee > 0, FeeRule.isValid(fee) else {
            throw DataError.transferRefused("a fee must be between £1 and \(Pounds.text(FeeRule.maximumFee)), "
                + "not \(Pounds.text(fee))")
        }
    }

    static func requireRoom(in squad: [Player]) throws {
        guard SquadLimits.canAdd(to: squad) else {
            throw DataError.transferRefused("the squad is full at \(squad.count) players: sell or release one first")
        }
    }

    /// The board funds a signing's wage while the bill stays within the share of its wage budget it tolerates
    /// at the season's end (`SeasonBudget.wageTolerance`); past that line it pays the extra for the weeks left
    /// out of the transfer money still free after the fee, so a club already over its budget, as many
    /// generated squads are, can still sign a player while it has transfer money.
    static func requireWageRoom(for weeklyWage: Int, fee: Int, in market: MarketToday) throws {
        let finances = market.finances
        let bill = finances.weeklyWageBill + weeklyWage
        guard !finances.budget.funds(newWageBill: bill, from: finances.weeklyWageBill, fee: fee,
                                     transfersLeft: market.transferBudgetLeft, at: market.today.moment) else { return }
        throw DataError.transferRefused("the board will not fund \(Pounds.text(weeklyWage)) a week: the wage bill "
            + "would be \(Pounds.text(bill)) against a budget of \(Pounds.text(finances.budget.weeklyWages)), and "
            + "the transfer money left (\(Pounds.text(market.transferBudgetLeft))) cannot cover the rest of the season")
    }
}
