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
    }

    struct Result: Codable, Equatable {
        let home: String
        let away: String
        let homeGoals: Int
        let awayGoals: Int
    }

    let career: String
    let days: [Day]
    let seasonEnds: [SeasonEndListing]
    let seasonOver: Bool
    let season: String
    let date: String

    init(_ result: AdvanceResult) {
        career = result.summary.careerId
        days = result.days.map { day in
            Day(matchDay: day.matchDay, date: day.date.description, result: day.userResult.flatMap { fixture in
                guard let homeGoals = fixture.homeGoals, let awayGoals = fixture.awayGoals else { return nil }
                return Result(home: fixture.homeName, away: fixture.awayName, homeGoals: homeGoals, awayGoals: awayGoals)
            })
        }
        seasonEnds = result.seasonEnds.map(SeasonEndListing.init)
        seasonOver = result.seasonOver
        season = result.summary.seasonLabel
        date = result.summary.date.description
    }
}
