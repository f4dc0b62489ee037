import DataManaging
import GameModels
import GRDB
import Persistence

/// A player the user means to buy or sign: refused when unknown, retired or already his.
struct MarketTarget {
    let player: Player
    /// His club's tier; nil for a free agent.
    let tier: Int?

    init(playerId: String, market: MarketToday, in db: Database) throws {
        guard let row = try MarketStore.row(playerId: playerId, in: db) else { throw DataError.playerNotFound(playerId) }
        player = try PlayerTransformer.model(from: row.player)
        tier = row.tier
        if row.player.teamId == nil, try ContractStore.retiredSeason(playerId: playerId, in: db) != nil {
            throw DataError.transferRefused("\(player.fullName) has retired")
        }
        if player.teamId == market.userTeamId {
            throw DataError.transferRefused("\(player.fullName) already plays for \(market.context.clubName(market.userTeamId))")
        }
    }
}
