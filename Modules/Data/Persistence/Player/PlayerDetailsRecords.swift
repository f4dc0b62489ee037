/// The rows of one player as the Player screen shows him.
package struct PlayerDetailsRecords {
    package let player: PlayerRecord
    /// His club's identity and division; nil for a free agent.
    package let club: TeamInfoRecord?
    package let division: DivisionRecord?
    package let currentSeason: SeasonRecord
    /// Every season of the career's league, any order.
    package let seasons: [SeasonRecord]
    /// His season totals, one per season he has any.
    package let stats: [PlayerStatsRecord]
    /// One per season he has played a match in.
    package let matchSeasons: [PlayerSeasonMatchesRecord]
}
