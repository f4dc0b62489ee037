import DataManaging
import Economy
import GameModels
import GRDB
import Persistence
import TransferMarket

/// The market as the user searches it: every player still playing outside his club, valued today by
/// `MarketValue`, and the shortlist he keeps.
enum MarketSearcher {
    static func search(_ query: MarketQuery, in db: Database) throws -> [MarketPlayer] {
        guard query.limit > 0 else { return [] }
        let filter = MarketStore.Filter(position: query.position?.rawValue, ages: query.ages,
                                        minimumOverall: query.minimumOverall, club: query.club, tier: query.tier,
                                        freeAgentsOnly: query.freeAgentsOnly)
        let found = try players(filter, in: db).filter { player in
            query.maximumValue.map { player.value <= $0 } ?? true
        }
        let ranked = found.sorted { lhs, rhs in
            (-lhs.player.ratings.overall, lhs.value, lhs.player.id) < (-rhs.player.ratings.overall, rhs.value, rhs.player.id)
        }
        return Array(ranked.prefix(query.limit))
    }

    /// In the order the user added them.
    static func shortlist(in db: Database) throws -> [MarketPlayer] {
        try players(MarketStore.Filter(onlyShortlisted: true), in: db)
    }

    static func setShortlisted(playerId: String, _ shortlisted: Bool, in db: Database) throws {
        guard try MarketStore.row(playerId: playerId, in: db) != nil else { throw DataError.playerNotFound(playerId) }
        try MarketStore.setShortlisted(playerId: playerId, shortlisted, in: db)
    }

    /// One player as the market lists him today, whoever he plays for, with the wage he asks to join a club
    /// of `userTier` (`PlayerNegotiation.demand`, as `signingDemand` asks it).
    static func player(_ row: MarketRow, at moment: SeasonMoment, userTier: Int) throws -> MarketPlayer {
        let player = try PlayerTransformer.model(from: row.player)
        let demand = PlayerNegotiation.demand(of: player, fromTier: row.tier, toTier: userTier)
        return MarketPlayer(player: player, clubName: row.clubName, tier: row.tier,
                            value: MarketValue.of(player, at: moment), askingWage: demand.weeklyWage,
                            shortlisted: row.shortlisted)
    }

    private static func players(_ filter: MarketStore.Filter, in db: Database) throws -> [MarketPlayer] {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        let moment = try SeasonToday(season: context.season, in: db).moment
        let userTier = try MarketToday.userTier(in: context)
        return try MarketStore.rows(excludingTeam: context.career.userTeamId, filter: filter, in: db)
            .map { try player($0, at: moment, userTier: userTier) }
    }
}
