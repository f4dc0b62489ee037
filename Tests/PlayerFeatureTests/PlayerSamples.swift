import DataManaging
import GameModels
import TestSupport

/// Player records built for one case each: another wage, contract, condition, club or career.
enum PlayerSamples {
    static let base = SeasonFixtures.playerDetails

    static func player(wage: Int = 5_200, endSeason: Int = 2028, condition: PlayerCondition = .fresh) -> Player {
        let player = base.player
        return Player(id: player.id, teamId: player.teamId, firstName: player.firstName, lastName: player.lastName,
                      position: player.position, age: player.age, ratings: player.ratings,
                      contract: Contract(weeklyWage: wage, endSeason: endSeason), condition: condition)
    }

    static func season(_ label: String, club: String? = "Crumpet Rovers", appearances: Int, goals: Int = 0,
                       assists: Int = 0, yellowCards: Int = 0, redCards: Int = 0,
                       averageRating: Double?) -> PlayerDetails.SeasonLine {
        PlayerDetails.SeasonLine(seasonLabel: label, clubName: club,
                                 stats: PlayerStats(playerId: base.player.id, seasonId: "season-\(label)",
                                                    appearances: appearances, goals: goals, assists: assists,
                                                    yellowCards: yellowCards, redCards: redCards),
                                 averageRating: averageRating)
    }

    /// The fixture player with the parts a test varies; the current season is the newest of `seasons`.
    static func details(player: Player = player(), clubName: String? = "Crumpet Rovers",
                        divisionName: String? = "The Custard Premiership",
                        seasons: [PlayerDetails.SeasonLine] = [base.currentSeason],
                        isAtUserClub: Bool = true) -> PlayerDetails {
        PlayerDetails(player: player, clubName: clubName, divisionName: divisionName,
                      currentSeason: seasons.first ?? base.currentSeason, seasons: seasons,
                      isAtUserClub: isAtUserClub && clubName != nil)
    }
}
