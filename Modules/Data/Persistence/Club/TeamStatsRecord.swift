import GameModels
import GRDB

/// A `team_stats` row: one team's league record in one season, and the numbers of its matches counted so far.
package struct TeamStatsRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "team_stats"

    package let teamId: String
    package let seasonId: String
    package let won: Int
    package let drawn: Int
    package let lost: Int
    package let goalsFor: Int
    package let goalsAgainst: Int
    var shots = 0
    var shotsOnTarget = 0
    var corners = 0
    var fouls = 0
    var yellowCards = 0
    var redCards = 0
    var offsides = 0
    /// The sum of its per-cent shares of the ball over `countedMatches`.
    var possessionTotal = 0
    /// Its matches whose numbers were counted (none before schema 9).
    var countedMatches = 0

    /// The counted columns as one side's numbers, `possession` the total of shares.
    package var counted: SideStats {
        get {
            SideStats(shots: shots, shotsOnTarget: shotsOnTarget, corners: corners, fouls: fouls,
                      yellowCards: yellowCards, redCards: redCards, offsides: offsides, possession: possessionTotal)
        }
        set {
            (shots, shotsOnTarget, corners, fouls) = (newValue.shots, newValue.shotsOnTarget, newValue.corners,
                                                      newValue.fouls)
            (yellowCards, redCards, offsides, possessionTotal) = (newValue.yellowCards, newValue.redCards,
                                                                  newValue.offsides, newValue.possession)
        }
    }
}
