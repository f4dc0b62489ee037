import GameModels

/// A small hand-made world: two divisions (listed bottom tier first) of two clubs with tiny squads.
package enum FixtureWorld {
    package static let seed: UInt64 = 42
    package static let league = League(id: "lg", name: "Fixture League")
    package static let season = Season(id: "s2026", leagueId: "lg", year: 2026)
    package static let startDate = GameDate(year: 2026, month: 7, day: 1)
    package static let divisions = [
        Division(id: "d2", leagueId: "lg", name: "Second Tier", tier: 2),
        Division(id: "d1", leagueId: "lg", name: "Top Tier", tier: 1),
    ]
    package static let teamInfos = [
        TeamInfo(id: "i-owls", name: "Owls Athletic", shortName: "OWL", city: "Hootham", stadium: "The Nest", founded: 1901),
        TeamInfo(id: "i-badgers", name: "Badger Rovers", shortName: "BAD", city: "Settville", stadium: "Sett Park", founded: 1888),
        TeamInfo(id: "i-newts", name: "Newt United", shortName: "NEW", city: "Pondon", stadium: "Lily Pad", founded: 1920),
        TeamInfo(id: "i-yaks", name: "Yak Town", shortName: "YAK", city: "Hairby", stadium: "The Shed", founded: 1935),
    ]
    package static let teams = [
        Team(id: "t-owls", infoId: "i-owls", divisionId: "d1", coachId: "c-owls", budget: 5_000_000),
        Team(id: "t-badgers", infoId: "i-badgers", divisionId: "d1", coachId: "c-badgers", budget: 4_000_000),
        Team(id: "t-newts", infoId: "i-newts", divisionId: "d2", coachId: "c-newts", budget: 1_000_000),
        Team(id: "t-yaks", infoId: "i-yaks", divisionId: "d2", coachId: nil, budget: 900_000),
    ]
    package static let coaches = [
        Coach(id: "c-owls", teamId: "t-owls", firstName: "Olga", lastName: "Hoot", isUser: false),
        Coach(id: "c-badgers", teamId: "t-badgers", firstName: "Bernd", lastName: "Digger", isUser: false),
        Coach(id: "c-newts", teamId: "t-newts", firstName: "Nina", lastName: "Spawn", isUser: false),
        Coach(id: "c-free", teamId: nil, firstName: "Fred", lastName: "Idle", isUser: false),
    ]
    package static let players: [Player] = teams.flatMap { team in
        squadShape.enumerated().map { index, shape in
            player(id: "\(team.id)-p\(index)", teamId: team.id, position: shape.position, level: shape.level)
        }
    } + [player(id: "free-agent", teamId: nil, position: .forward, level: 50)]

    package static let world = World(seed: seed, league: league, divisions: divisions, teamInfos: teamInfos, teams: teams,
                             coaches: coaches, players: players, season: season, startDate: startDate)

    /// Positions deliberately out of order, so that sorting is visible.
    private static let squadShape: [(position: Position, level: Int)] = [
        (.forward, 70), (.defender, 60), (.goalkeeper, 55), (.midfielder, 65), (.defender, 75), (.goalkeeper, 68),
    ]

    package static func player(id: String, teamId: String?, position: Position, level: Int) -> Player {
        Player(id: id, teamId: teamId, firstName: "First\(id.count)", lastName: "Last-\(id)", position: position,
               age: 18 + level % 17,
               ratings: PlayerRatings(pace: level, shooting: level - 5, passing: level + 3, dribbling: level - 2,
                                      defending: level + 1, physical: level - 4, goalkeeping: level / 2,
                                      position: position),
               contract: Contract(weeklyWage: level * 100, endSeason: 2028))
    }
}
