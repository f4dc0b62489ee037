import GameModels

/// Players and squads for the market's rules, built from the few figures each test cares about.
enum MarketPlayers {
    static func player(_ id: String, club: String? = "seller", position: Position = .midfielder, overall: Int = 70,
                       age: Int = 25, wage: Int = 10_000, endSeason: Int = 2027) -> Player {
        let rating = overall
        return Player(id: id, teamId: club, firstName: "A", lastName: id, position: position, age: age,
                      ratings: PlayerRatings(pace: rating, shooting: rating, passing: rating, dribbling: rating,
                                             defending: rating, physical: rating, goalkeeping: rating, overall: rating),
                      contract: Contract(weeklyWage: wage, endSeason: endSeason))
    }

    /// A squad of `size` in the planner's shape (three keepers, seven defenders, four forwards, the rest in
    /// midfield), everyone rated `overall`.
    static func squad(size: Int = 24, club: String = "seller", overall: Int = 60) -> [Player] {
        let positions: [Position] = Array(repeating: .goalkeeper, count: 3) + Array(repeating: .defender, count: 7)
            + Array(repeating: .forward, count: 4)
        let all = positions + Array(repeating: .midfielder, count: max(0, size - positions.count))
        return all.prefix(size).enumerated().map { index, position in
            player("\(club)-\(index)", club: club, position: position, overall: overall)
        }
    }
}
