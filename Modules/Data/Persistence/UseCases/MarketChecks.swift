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
}
