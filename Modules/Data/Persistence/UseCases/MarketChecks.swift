import ClubBoard
import DataManaging
import GameModels
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
    /// at the season's end (`BoardRules.wageTolerance`): a club already paying a little over the budget, as
    /// many generated squads do, can still sign a cheap player, and never past the line that costs confidence.
    static func requireWageRoom(for weeklyWage: Int, in finances: ClubFinances) throws {
        let bill = finances.weeklyWageBill + weeklyWage
        let budget = finances.budget.weeklyWages
        guard bill * 100 <= budget * BoardRules.wageTolerance else {
            throw DataError.transferRefused("the board will not fund \(Pounds.text(weeklyWage)) a week: the wage bill "
                + "would be \(Pounds.text(bill)) against a budget of \(Pounds.text(budget))")
        }
    }
}
