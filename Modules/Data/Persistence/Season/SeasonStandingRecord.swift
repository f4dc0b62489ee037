import GRDB

/// A `season_standing` row: one club's final place in a finished season (schema v3).
package struct SeasonStandingRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "season_standing"

    package let seasonId: String
    package let teamId: String
    package let divisionId: String
    package let position: Int
    package let won: Int
    package let drawn: Int
    package let lost: Int
    package let goalsFor: Int
    package let goalsAgainst: Int

    package init(seasonId: String, teamId: String, divisionId: String, position: Int, won: Int, drawn: Int, lost: Int,
                 goalsFor: Int, goalsAgainst: Int) {
        self.seasonId = seasonId
        self.teamId = teamId
        self.divisionId = divisionId
        self.position = position
        self.won = won
        self.drawn = drawn
        self.lost = lost
        self.goalsFor = goalsFor
        self.goalsAgainst = goalsAgainst
    }
}
