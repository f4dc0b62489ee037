import GRDB

/// The GRDB reads behind a player's details.
package enum PlayerStore {
    /// The player with his club, seasons and records, or nil when the career has no player `playerId`.
    package static func detailsRecords(playerId: String, in db: Database) throws -> PlayerDetailsRecords? {
        guard let player = try PlayerRecord.fetchOne(db, key: playerId) else { return nil }
        let career = try CareerStore.careerRecord(in: db)
        let team = try player.teamId.map { try CareerStore.require(TeamRecord.self, $0, in: db) }
        return PlayerDetailsRecords(
            player: player,
            club: try team.map { try CareerStore.require(TeamInfoRecord.self, $0.infoId, in: db) },
            division: try team.map { try CareerStore.require(DivisionRecord.self, $0.divisionId, in: db) },
            currentSeason: try CareerStore.require(SeasonRecord.self, career.currentSeasonId, in: db),
            seasons: try SeasonRecord.filter(Column("leagueId") == career.leagueId).fetchAll(db),
            stats: try PlayerStatsRecord.filter(Column("playerId") == playerId).fetchAll(db),
            matchSeasons: try matchSeasons(playerId: playerId, in: db))
    }

    /// Per season: his average rating over his appearances, and the club of his latest match.
    private static func matchSeasons(playerId: String, in db: Database) throws -> [PlayerSeasonMatchesRecord] {
        try PlayerSeasonMatchesRecord.fetchAll(db, sql: """
            SELECT ps.seasonId, i.name AS clubName,
                   CASE WHEN ps.appearances > 0 THEN ps.ratingTotal / ps.appearances END AS averageRating
            FROM player_stats ps
            JOIN team t ON t.id = ps.teamId
            JOIN team_info i ON i.id = t.infoId
            WHERE ps.playerId = ?
            """, arguments: [playerId])
    }
}
