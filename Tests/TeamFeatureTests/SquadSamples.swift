import DataManaging
import GameModels
import TestSupport

/// A six-man squad built so every column has a distinct order and a tie somewhere:
/// Baker/Evans share age and wage, Clark/Ford share overall and contract end, Adams/Evans share
/// contract end. All attributes equal `attribute`, so the Key total is 2 × attribute.
enum SquadSamples {
    static func player(_ lastName: String, _ position: Position, age: Int, overall: Int, attribute: Int,
                       wage: Int, endSeason: Int) -> Player {
        let ratings = PlayerRatings(pace: attribute, shooting: attribute, passing: attribute, dribbling: attribute,
                                    defending: attribute, physical: attribute, goalkeeping: attribute,
                                    overall: overall)
        return Player(id: "id-\(lastName.lowercased())", teamId: "team-1", firstName: "Test", lastName: lastName,
                      position: position, age: age, ratings: ratings,
                      contract: Contract(weeklyWage: wage, endSeason: endSeason))
    }

    static let squad: [Player] = [
        player("Adams", .goalkeeper, age: 30, overall: 70, attribute: 60, wage: 9_000, endSeason: 2027),
        player("Baker", .defender, age: 24, overall: 66, attribute: 75, wage: 6_000, endSeason: 2029),
        player("Clark", .midfielder, age: 19, overall: 61, attribute: 55, wage: 2_500, endSeason: 2030),
        player("Davis", .forward, age: 28, overall: 74, attribute: 80, wage: 12_000, endSeason: 2028),
        player("Evans", .defender, age: 24, overall: 72, attribute: 65, wage: 6_000, endSeason: 2027),
        player("Ford", .midfielder, age: 33, overall: 61, attribute: 50, wage: 4_000, endSeason: 2030),
    ]

    static let details = club(with: squad)

    /// The fixture club with `players` as its squad.
    static func club(with players: [Player]) -> TeamDetails {
        TeamDetails(info: Fixtures.teamInfo, team: Fixtures.team, division: Fixtures.topDivision,
                    coach: Fixtures.coach, players: players)
    }

    static func lastNames(_ players: [Player]) -> [String] { players.map(\.lastName) }
}
