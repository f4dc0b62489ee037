import DataManaging
import GameModels
import TestSupport

/// Made-up pyramids bigger than `SeasonFixtures.leagueOverview`: full divisions with every match day,
/// the user's club somewhere in the middle, and names as long as the generator makes (and longer).
enum LeagueSamples {
    static let userTeamId = "team-2-06"
    static let longestGeneratedName = "Marmalade-on-Sea Academicals"

    static func teamId(tier: Int, _ number: Int) -> String {
        "team-\(tier)-\(number < 10 ? "0" : "")\(number)"
    }

    /// Club `number` of a tier; every fourth has the longest generated name, so long names are common.
    static func clubName(tier: Int, _ number: Int) -> String {
        number % 4 == 0 ? longestGeneratedName : "Tier\(tier) Club\(number)"
    }

    /// A division of `clubCount` clubs with `matchDays` match days (a round robin's worth of pairings
    /// repeated), played through `playedThrough`, its table in club order and `scorers` top scorers.
    static func division(tier: Int, clubCount: Int = 20, matchDays: Int = 38, playedThrough: Int = 3,
                         scorers: Int = 20) -> LeagueOverview.DivisionSeason {
        let division = Division(id: "div-\(tier)", leagueId: "league", name: "Tier \(tier) of the Wobbly Pyramid",
                                tier: tier)
        let rows = (1...clubCount).map { number in
            TableRow(position: number, teamId: teamId(tier: tier, number), clubName: clubName(tier: tier, number),
                     shortName: "T\(number)", played: playedThrough, won: max(0, 3 - number / 7), drawn: 0,
                     lost: min(3, number / 7), goalsFor: 100 - number, goalsAgainst: 90 + number % 20,
                     points: 3 * max(0, 3 - number / 7))
        }
        let fixtures = (1...matchDays).flatMap { day in
            (0..<clubCount / 2).map { pair in
                let home = (pair + day) % clubCount + 1
                let away = (clubCount - 1 - pair + day) % clubCount + 1
                let played = day <= playedThrough
                return FixtureSummary(matchId: "m-\(tier)-\(day)-\(pair)", divisionId: division.id, matchDay: day,
                                      date: Fixtures.startDate.adding(days: 7 * (day - 1)),
                                      homeTeamId: teamId(tier: tier, home), homeName: clubName(tier: tier, home),
                                      awayTeamId: teamId(tier: tier, away), awayName: clubName(tier: tier, away),
                                      homeGoals: played ? pair % 4 : nil, awayGoals: played ? 1 : nil)
            }
        }
        let topScorers = (0..<scorers).map { index in
            ScorerSummary(playerId: "p-\(tier)-\(index)", playerName: "Bartholomew Fotherington-Smythe \(index)",
                          teamId: teamId(tier: tier, index % clubCount + 1),
                          clubName: clubName(tier: tier, index % clubCount + 1), goals: 30 - index,
                          assists: index % 9, appearances: 38)
        }
        // Wide figures (three-digit shots, 100% of the ball) test the columns.
        let numbers = rows.map { row in
            ClubNumbers(teamId: row.teamId, matches: playedThrough,
                        totals: SideStats(shots: 100 + row.position, shotsOnTarget: 40, corners: 15, fouls: 33,
                                          yellowCards: 12, redCards: 1, offsides: 6, possession: 100 * playedThrough))
        }
        return LeagueOverview.DivisionSeason(table: DivisionTable(division: division, rows: rows),
                                             fixtures: fixtures, topScorers: topScorers,
                                             numbers: Dictionary(uniqueKeysWithValues: numbers.map { ($0.teamId, $0) }))
    }

    /// Three divisions of 20, 18 and 16 clubs (38, 34 and 30 match days); the user's club is sixth in
    /// the second.
    static func pyramid(nextMatchDay: Int? = 4, playedThrough: Int = 3, seasonLabel: String = "2026/27") -> LeagueOverview {
        LeagueOverview(leagueName: "The Grand Wobbly Pyramid", seasonLabel: seasonLabel, nextMatchDay: nextMatchDay,
                       userTeamId: userTeamId,
                       divisions: [division(tier: 1, clubCount: 20, matchDays: 38, playedThrough: playedThrough),
                                   division(tier: 2, clubCount: 18, matchDays: 34, playedThrough: playedThrough),
                                   division(tier: 3, clubCount: 16, matchDays: 30, playedThrough: playedThrough)])
    }
}

extension LeagueSamples {
    /// Leaderboards for `overview`: each division's top scorers on every board, each with a rating and cards.
    static func leaders(for overview: LeagueOverview) -> Leaderboards {
        Leaderboards(title: overview.seasonLabel, sections: overview.divisions.map { division in
            let lines = division.topScorers.enumerated().map { index, scorer in
                Leaderboards.Line(playerId: scorer.playerId, playerName: scorer.playerName, teamId: scorer.teamId,
                                  clubName: scorer.clubName, appearances: scorer.appearances, goals: scorer.goals,
                                  assists: scorer.assists, averageRating: 8.0 - Double(index) / 10,
                                  yellowCards: index, redCards: index % 2)
            }
            return .init(name: division.table.division.name,
                         boards: Dictionary(uniqueKeysWithValues: Leaderboards.Board.allCases.map { ($0, lines) }))
        })
    }
}
