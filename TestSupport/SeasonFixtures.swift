import DataManaging
import GameModels

/// Hand-made season data for tests: two full squads, a played and an unplayed match day, a table,
/// top scorers and one player's record. Builds on `Fixtures`' club and season.
public enum SeasonFixtures {
    public static let opponentInfo = TeamInfo(id: "info-2", name: "Sporting Wobbleton", shortName: "SPW",
                                              city: "Wobbleton", stadium: "The Jelly Bowl", founded: 1902)

    /// Sixteen players (2 GK, 5 DF, 5 MF, 4 FW) of `teamId`, numbered from `firstNumber`, the best first.
    public static func squad(teamId: String, firstNumber: Int, baseRating: Int) -> [Player] {
        let shape: [Position] = [.goalkeeper, .goalkeeper] + Array(repeating: .defender, count: 5)
            + Array(repeating: .midfielder, count: 5) + Array(repeating: .forward, count: 4)
        return shape.enumerated().map { offset, position in
            let number = firstNumber + offset
            let rating = baseRating - offset % 5
            let ratings = PlayerRatings(pace: rating, shooting: rating, passing: rating, dribbling: rating,
                                        defending: rating, physical: rating,
                                        goalkeeping: position == .goalkeeper ? rating : 20, position: position)
            return Player(id: "player-\(number)", teamId: teamId, firstName: "Player", lastName: "No\(number)",
                          position: position, age: 20 + offset, ratings: ratings,
                          contract: Contract(weeklyWage: 4_000 + 100 * offset, endSeason: 2028))
        }
    }

    public static let userSquad = squad(teamId: "team-1", firstNumber: 1, baseRating: 72)
    public static let opponentSquad = squad(teamId: "team-2", firstNumber: 101, baseRating: 68)

    public static let userSide = MatchDayPreview.Side(
        teamId: "team-1", clubName: Fixtures.teamInfo.name, shortName: Fixtures.teamInfo.shortName,
        squad: userSquad, suggestedLineUp: LineUpPicker.pick(from: userSquad, formation: .fourFourTwo))
    public static let opponentSide = MatchDayPreview.Side(
        teamId: "team-2", clubName: opponentInfo.name, shortName: opponentInfo.shortName,
        squad: opponentSquad, suggestedLineUp: LineUpPicker.pick(from: opponentSquad, formation: .fourThreeThree))

    public static let matchDayPreview = MatchDayPreview(
        seasonLabel: Fixtures.season.label, matchDay: 1, date: Fixtures.startDate, matchCount: 2,
        userMatch: .init(matchId: "match-1", divisionName: Fixtures.topDivision.name, home: userSide,
                         away: opponentSide, userIsHome: true))

    public static let userReport = MatchReport(
        matchId: "match-1", homeTeamId: "team-1", awayTeamId: "team-2", homeGoals: 2, awayGoals: 1,
        events: [
            MatchEvent(minute: 0, kind: .kickOff, commentary: "And we're off, under a sky the colour of custard."),
            MatchEvent(minute: 12, kind: .goal, teamId: "team-1", playerId: "player-13", otherPlayerId: "player-8",
                       commentary: "GOAL! No13 lashes it in after a lovely ball from No8."),
            MatchEvent(minute: 30, kind: .yellowCard, teamId: "team-2", playerId: "player-103",
                       commentary: "No103 is booked for an ambitious tackle on the referee's shadow."),
            MatchEvent(minute: 45, kind: .halfTime, commentary: "Half time: tea and crumpets."),
            MatchEvent(minute: 58, kind: .goal, teamId: "team-2", playerId: "player-113",
                       commentary: "GOAL! No113 heads home for Wobbleton."),
            MatchEvent(minute: 81, kind: .goal, teamId: "team-1", playerId: "player-14",
                       commentary: "GOAL! No14 wins it late!"),
            MatchEvent(minute: 90, kind: .fullTime, commentary: "Full time: Crumpet Rovers 2, Sporting Wobbleton 1."),
        ],
        performances: userSide.suggestedLineUp.starters.map { id in
            PlayerPerformance(playerId: id, teamId: "team-1", started: true, minutesPlayed: 90,
                              goals: id == "player-13" || id == "player-14" ? 1 : 0,
                              assists: id == "player-8" ? 1 : 0, rating: id == "player-13" ? 8.1 : 6.6)
        } + opponentSide.suggestedLineUp.starters.map { id in
            PlayerPerformance(playerId: id, teamId: "team-2", started: true, minutesPlayed: 90,
                              goals: id == "player-113" ? 1 : 0, yellowCards: id == "player-103" ? 1 : 0,
                              rating: 6.2)
        })

    public static let userResult = FixtureSummary(
        matchId: "match-1", divisionId: "div-1", matchDay: 1, date: Fixtures.startDate, homeTeamId: "team-1",
        homeName: Fixtures.teamInfo.name, awayTeamId: "team-2", awayName: opponentInfo.name, homeGoals: 2, awayGoals: 1)
    public static let otherResult = FixtureSummary(
        matchId: "match-2", divisionId: "div-2", matchDay: 1, date: Fixtures.startDate, homeTeamId: "team-3",
        homeName: "Real Muddyford", awayTeamId: "team-4", awayName: "Athletic Puddlebury", homeGoals: 0, awayGoals: 0)
    public static let nextFixture = FixtureSummary(
        matchId: "match-3", divisionId: "div-1", matchDay: 2, date: Fixtures.startDate.adding(days: 7),
        homeTeamId: "team-2", homeName: opponentInfo.name, awayTeamId: "team-1", awayName: Fixtures.teamInfo.name,
        homeGoals: nil, awayGoals: nil)

    public static let summaryAfterDayOne = CareerSummary(
        careerId: "career-1", coachName: "Ada Whistle", teamId: "team-1", clubName: Fixtures.teamInfo.name,
        divisionName: Fixtures.topDivision.name, divisionTier: 1, seasonLabel: Fixtures.season.label,
        date: Fixtures.startDate.adding(days: 7))

    public static let playedMatchDay = PlayedMatchDay(matchDay: 1, date: Fixtures.startDate, userMatch: userReport,
                                                      results: [userResult, otherResult], summary: summaryAfterDayOne)

    public static let advanceResult = AdvanceResult(
        days: [.init(matchDay: 1, date: Fixtures.startDate, userResult: userResult)], seasonOver: false,
        summary: summaryAfterDayOne)

    public static let topTable = DivisionTable(division: Fixtures.topDivision, rows: [
        TableRow(position: 1, teamId: "team-1", clubName: Fixtures.teamInfo.name, shortName: "CRU", played: 1, won: 1,
                 drawn: 0, lost: 0, goalsFor: 2, goalsAgainst: 1, points: 3),
        TableRow(position: 2, teamId: "team-2", clubName: opponentInfo.name, shortName: "SPW", played: 1, won: 0,
                 drawn: 0, lost: 1, goalsFor: 1, goalsAgainst: 2, points: 0),
    ])
    public static let secondDivision = Division(id: "div-2", leagueId: "league", name: "The Gravy Championship", tier: 2)
    public static let secondTable = DivisionTable(division: secondDivision, rows: [
        TableRow(position: 1, teamId: "team-3", clubName: "Real Muddyford", shortName: "RMU", played: 1, won: 0,
                 drawn: 1, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 1),
        TableRow(position: 2, teamId: "team-4", clubName: "Athletic Puddlebury", shortName: "ATP", played: 1, won: 0,
                 drawn: 1, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 1),
    ])

    public static let leagueOverview = LeagueOverview(
        leagueName: "The Grand Wobbly Pyramid", seasonLabel: Fixtures.season.label, nextMatchDay: 2,
        userTeamId: "team-1",
        divisions: [
            .init(table: topTable, fixtures: [userResult, nextFixture], topScorers: [
                ScorerSummary(playerId: "player-13", playerName: "Player No13", teamId: "team-1",
                              clubName: Fixtures.teamInfo.name, goals: 1, assists: 0, appearances: 1),
                ScorerSummary(playerId: "player-113", playerName: "Player No113", teamId: "team-2",
                              clubName: opponentInfo.name, goals: 1, assists: 0, appearances: 1),
            ]),
            .init(table: secondTable, fixtures: [otherResult], topScorers: []),
        ])

    public static let playerDetails = PlayerDetails(
        player: userSquad[12], clubName: Fixtures.teamInfo.name, divisionName: Fixtures.topDivision.name,
        currentSeason: .init(seasonLabel: Fixtures.season.label, clubName: Fixtures.teamInfo.name,
                             stats: PlayerStats(playerId: "player-13", seasonId: Fixtures.season.id, appearances: 1,
                                                goals: 1, assists: 0),
                             averageRating: 8.1),
        seasons: [.init(seasonLabel: Fixtures.season.label, clubName: Fixtures.teamInfo.name,
                        stats: PlayerStats(playerId: "player-13", seasonId: Fixtures.season.id, appearances: 1,
                                           goals: 1, assists: 0),
                        averageRating: 8.1)])
}
