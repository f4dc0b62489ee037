import Economy
import GameModels
import GRDB
import Persistence

/// Makes one move inside the caller's transaction, with everything it causes: the player's club and contract,
/// the `transfer` row, the fee out of the buyer's balance into the seller's (season totals, and the user's
/// week when his club pays or is paid, as `PlayerReleaser` books a pay-off), and his name off the shortlist
/// once he is the user's.
enum TransferBooker {
    struct Move {
        let player: Player
        /// Nil for a free agent.
        let fromTeamId: String?
        let toTeamId: String
        let fee: Int
        let contract: Contract
    }

    static func book(_ move: Move, date: GameDate, context: SeasonContext, today: SeasonToday,
                     in db: Database) throws -> TransferRecord {
        try book([move], date: date, context: context, today: today, in: db)[0]
    }

    /// Books `moves` in order; their fees move every club's money at once (a window day makes dozens).
    @discardableResult
    static func book(_ moves: [Move], date: GameDate, context: SeasonContext, today: SeasonToday,
                     in db: Database) throws -> [TransferRecord] {
        let season = context.season
        let userTeamId = context.career.userTeamId
        var money: [String: [MoneyMovement]] = [:]
        let records = try moves.map { move in
            let contract = move.contract
            try ContractStore.setContract(playerId: move.player.id, teamId: move.toTeamId,
                                          weeklyWage: contract.weeklyWage, endSeason: contract.endSeason, in: db)
            let record = try TransferStore.insert(
                TransferRecord(id: nil, seasonId: season.id, date: date.description, playerId: move.player.id,
                               age: move.player.age, fromTeamId: move.fromTeamId, toTeamId: move.toTeamId,
                               fee: move.fee, weeklyWage: contract.weeklyWage,
                               seasons: max(0, contract.endSeason - season.year)),
                in: db)
            if move.toTeamId == userTeamId { try MarketStore.setShortlisted(playerId: move.player.id, false, in: db) }
            guard let seller = move.fromTeamId, move.fee > 0 else { return record }
            for (teamId, kind) in [(move.toTeamId, MoneyKind.transferFees), (seller, MoneyKind.transferSales)] {
                let movement = MoneyMovement(kind: kind, amount: move.fee)
                money[teamId, default: []].append(movement)
                guard teamId == userTeamId else { continue }
                try ContractStore.addToUserWeek(seasonId: season.id, matchDay: today.bookingWeek, kind: kind.rawValue,
                                                amount: move.fee, signed: movement.signedAmount, in: db)
            }
            return record
        }
        try FinanceWeekWriter.add(money, seasonId: season.id, in: db)
        return records
    }
}
