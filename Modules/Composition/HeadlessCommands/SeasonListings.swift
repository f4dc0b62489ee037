import DataManaging

/// `table --json`: one division's table, keys as the issue fixes them.
struct TableListing: Codable, Equatable {
    struct Row: Codable, Equatable {
        let position: Int
        let club: String
        let played: Int
        let won: Int
        let drawn: Int
        let lost: Int
        let goalsFor: Int
        let goalsAgainst: Int
        let points: Int
    }

    let division: Int
    let name: String
    let rows: [Row]

    init(_ table: DivisionTable) {
        division = table.division.tier
        name = table.division.name
        rows = table.rows.map {
            Row(position: $0.position, club: $0.clubName, played: $0.played, won: $0.won, drawn: $0.drawn,
                lost: $0.lost, goalsFor: $0.goalsFor, goalsAgainst: $0.goalsAgainst, points: $0.points)
        }
    }
}

/// `advance --json`: the match days played, the user's result on each, and where the career stands.
struct AdvanceListing: Codable, Equatable {
    struct Day: Codable, Equatable {
        let matchDay: Int
        let date: String
        let result: Result?
        /// The user's club's cup tie midweek after the day.
        var cup: Cup?
        /// True (and only then present) for a cup round the game left for the manager, played alone first.
        var cupRoundOnly: Bool?
    }

    struct Result: Codable, Equatable {
        let home: String
        let away: String
        let homeGoals: Int
        let awayGoals: Int
    }

    /// A cup tie: goals after extra time, the penalties apart; `through` whether the user's club went on.
    struct Cup: Codable, Equatable {
        let round: String
        let home: String
        let away: String
        let homeGoals: Int
        let awayGoals: Int
        let extraTime: Bool
        let homePenalties: Int?
        let awayPenalties: Int?
        let through: Bool
    }

    let career: String
    let days: [Day]
    let seasonEnds: [SeasonEndListing]
    let seasonOver: Bool
    let season: String
    let date: String
    /// What stopped `--until-news`, a line each; absent otherwise.
    var stoppedFor: [String]?

    init(_ result: AdvanceResult) {
        career = result.summary.careerId
        days = result.days.map { day in
            Day(matchDay: day.matchDay, date: day.date.description, result: day.userResult.flatMap { fixture in
                guard let homeGoals = fixture.homeGoals, let awayGoals = fixture.awayGoals else { return nil }
                return Result(home: fixture.homeName, away: fixture.awayName, homeGoals: homeGoals, awayGoals: awayGoals)
            }, cup: day.cupResult.map { cup in
                Cup(round: cup.roundName, home: cup.homeName, away: cup.awayName, homeGoals: cup.tie.homeGoals ?? 0,
                    awayGoals: cup.tie.awayGoals ?? 0, extraTime: cup.tie.extraTime, homePenalties: cup.tie.homePenalties,
                    awayPenalties: cup.tie.awayPenalties, through: cup.wentThrough)
            }, cupRoundOnly: day.playedLeague ? nil : true)
        }
        seasonEnds = result.seasonEnds.map(SeasonEndListing.init)
        seasonOver = result.seasonOver
        season = result.summary.seasonLabel
        date = result.summary.date.description
        stoppedFor = result.news.isEmpty ? nil : result.news
    }
}
