import GameModels

/// A small hand-made world big enough to play: a top tier of 4 clubs (6 match days) above a second
/// tier of 6 (10 match days), so a top-tier club rests on match days 7–10. Squads of 16, levels differing
/// by club. The user's club is the Owls, in the top tier.
enum SeasonWorld {
    static let seed: UInt64 = 7_001
    static let userTeamId = "t-owls"
    static let startDate = GameDate(year: 2026, month: 8, day: 1)
    static let season = Season(id: "s2026", leagueId: "lg", year: 2026)
    static let divisions = [
        Division(id: "d1", leagueId: "lg", name: "Top Tier", tier: 1),
        Division(id: "d2", leagueId: "lg", name: "Second Tier", tier: 2),
    ]
    /// (id, name, division, level)
    private static let clubs: [(id: String, name: String, division: String, level: Int)] = [
        ("owls", "Owls Athletic", "d1", 74), ("badgers", "Badger Rovers", "d1", 70),
        ("cranes", "Crane City", "d1", 66), ("dingos", "Dingo Park", "d1", 62),
        ("eels", "Eel Harbour", "d2", 64), ("ferrets", "Ferret Town", "d2", 61),
        ("geckos", "Gecko Rangers", "d2", 58), ("herons", "Heron Vale", "d2", 55),
        ("ibis", "Ibis Wanderers", "d2", 52), ("jackals", "Jackal United", "d2", 49),
    ]
    /// 2 keepers, 5 defenders, 5 midfielders, 4 forwards.
    private static let squadShape: [Position] = [.goalkeeper, .goalkeeper]
        + Array(repeating: .defender, count: 5) + Array(repeating: .midfielder, count: 5)
        + Array(repeating: .forward, count: 4)

    static let teamInfos = clubs.map { club in
        TeamInfo(id: "i-\(club.id)", name: club.name, shortName: String(club.id.prefix(3)).uppercased(),
                 city: club.name, stadium: "\(club.name) Ground", founded: 1900 + club.level)
    }
    static let teams = clubs.map { club in
        Team(id: "t-\(club.id)", infoId: "i-\(club.id)", divisionId: club.division, coachId: "c-\(club.id)",
             budget: club.level * 100_000)
    }
    static let coaches = clubs.map { club in
        Coach(id: "c-\(club.id)", teamId: "t-\(club.id)", firstName: "Coach", lastName: club.name, isUser: false)
    }
    static let players: [Player] = clubs.flatMap { club in
        squadShape.enumerated().map { index, position in
            player(id: "t-\(club.id)-p\(index)", teamId: "t-\(club.id)", position: position,
                   level: club.level - index % 5)
        }
    } + [player(id: "free-agent", teamId: nil, position: .forward, level: 60)]

    static let world = World(seed: seed, league: League(id: "lg", name: "Season League"), divisions: divisions,
                             teamInfos: teamInfos, teams: teams, coaches: coaches, players: players, season: season,
                             startDate: startDate)

    static func player(id: String, teamId: String?, position: Position, level: Int) -> Player {
        let keeper = position == .goalkeeper
        return Player(id: id, teamId: teamId, firstName: "Kit", lastName: "Player-\(id)", position: position,
                      age: 20 + level % 13,
                      ratings: PlayerRatings(pace: level, shooting: keeper ? 20 : level, passing: level,
                                             dribbling: level - 3, defending: level, physical: level - 2,
                                             goalkeeping: keeper ? level + 2 : 15, position: position),
                      contract: Contract(weeklyWage: level * 100, endSeason: 2028))
    }
}
