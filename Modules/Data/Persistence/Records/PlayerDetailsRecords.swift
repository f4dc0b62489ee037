/// The rows of one player as the Player screen shows him.
struct PlayerDetailsRecords {
    let player: PlayerRecord
    /// His club's identity and division; nil for a free agent.
    let club: TeamInfoRecord?
    let division: DivisionRecord?
    let currentSeason: SeasonRecord
    /// Every season of the career's league, any order.
    let seasons: [SeasonRecord]
    /// His season totals, one per season he has any.
    let stats: [PlayerStatsRecord]
    /// One per season he has played a match in.
    let matchSeasons: [PlayerSeasonMatchesRecord]
}
