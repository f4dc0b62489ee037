import GRDB

/// A row of the per-season summary of a player's matches: the club he played his latest match of the
/// season for, and his average rating over his appearances (nil before his first).
package struct PlayerSeasonMatchesRecord: Decodable, Equatable, FetchableRecord {
    package let seasonId: String
    package let clubName: String
    package let averageRating: Double?
}
