import DataManaging
import GameModels
import GRDB
import Persistence

/// A player with his club, this season's line and every season he has a record in.
enum PlayerDetailsBuilder {
    static func details(playerId: String, in db: Database) throws -> PlayerDetails {
        guard let records = try PlayerStore.detailsRecords(playerId: playerId, in: db) else {
            throw DataError.playerNotFound(playerId)
        }
        let player = try PlayerTransformer.model(from: records.player)
        let clubName = records.club?.name
        let current = SeasonTransformer.model(from: records.currentSeason)
        let stats = Dictionary(records.stats.map { ($0.seasonId, PlayerStatsTransformer.model(from: $0)) },
                               uniquingKeysWith: { first, _ in first })
        let matchSeasons = Dictionary(records.matchSeasons.map { ($0.seasonId, $0) },
                                      uniquingKeysWith: { first, _ in first })

        func line(_ season: Season) -> PlayerDetails.SeasonLine {
            let matches = matchSeasons[season.id]
            return PlayerDetails.SeasonLine(
                seasonLabel: season.label,
                // Before his first match of the current season, the club he is at now.
                clubName: matches?.clubName ?? (season.id == current.id ? clubName : nil),
                stats: stats[season.id] ?? PlayerStats(playerId: player.id, seasonId: season.id),
                averageRating: matches?.averageRating ?? nil)
        }
        // The current season always has a line; an earlier one when he has a record in it.
        let earlier = records.seasons.map(SeasonTransformer.model(from:)).filter { season in
            season.id != current.id && (stats[season.id] != nil || matchSeasons[season.id] != nil)
        }
        let seasons = ([current] + earlier).sorted { ($0.year, $0.id) > ($1.year, $1.id) }
        let userTeamId = try CareerStore.careerRecord(in: db).userTeamId
        return PlayerDetails(player: player, clubName: clubName, divisionName: records.division?.name,
                             currentSeason: line(current), seasons: seasons.map(line),
                             isAtUserClub: player.teamId != nil && player.teamId == userTeamId)
    }
}
