import GameModels

/// A player as the Player screen shows him: who he is, his club, this season and his whole career.
public struct PlayerDetails: Sendable, Hashable {
    /// One season of a player's record; `averageRating` is nil before his first match of it.
    public struct SeasonLine: Sendable, Hashable {
        public let seasonLabel: String
        public let clubName: String?
        public let stats: PlayerStats
        public let averageRating: Double?

        public init(seasonLabel: String, clubName: String?, stats: PlayerStats, averageRating: Double?) {
            self.seasonLabel = seasonLabel
            self.clubName = clubName
            self.stats = stats
            self.averageRating = averageRating
        }
    }

    public let player: Player
    /// Nil for a free agent.
    public let clubName: String?
    public let divisionName: String?
    public let currentSeason: SeasonLine
    /// Every season he has a record in, newest first (the current one included).
    public let seasons: [SeasonLine]
    /// True when he plays for the user's club: only then are his contract decisions the user's to make.
    public let isAtUserClub: Bool

    public init(player: Player, clubName: String?, divisionName: String?, currentSeason: SeasonLine,
                seasons: [SeasonLine], isAtUserClub: Bool = false) {
        self.player = player
        self.clubName = clubName
        self.divisionName = divisionName
        self.currentSeason = currentSeason
        self.seasons = seasons
        self.isAtUserClub = isAtUserClub
    }

    /// The career totals: every season added up.
    public var careerTotals: PlayerStats {
        seasons.reduce(PlayerStats(playerId: player.id, seasonId: "career")) { total, line in
            PlayerStats(playerId: player.id, seasonId: "career",
                        appearances: total.appearances + line.stats.appearances,
                        goals: total.goals + line.stats.goals, assists: total.assists + line.stats.assists,
                        yellowCards: total.yellowCards + line.stats.yellowCards,
                        redCards: total.redCards + line.stats.redCards)
        }
    }
}
