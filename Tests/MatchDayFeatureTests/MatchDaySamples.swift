import DataManaging
import GameModels
import MatchDayFeature
import TestSupport

/// Match-day data built on `SeasonFixtures`: previews with other squads, an idle day, and reports
/// with chosen events.
enum MatchDaySamples {
    static let userSide = SeasonFixtures.userSide
    static let opponentSide = SeasonFixtures.opponentSide
    static let suggested = SeasonFixtures.userSide.suggestedLineUp

    /// The fixture preview with the user's squad (and suggested line-up) replaced.
    static func preview(userSquad: [Player] = SeasonFixtures.userSquad, suggested: LineUp? = nil,
                        userIsHome: Bool = true, matchDay: Int = 1) -> MatchDayPreview {
        let user = MatchDayPreview.Side(teamId: "team-1", clubName: userSide.clubName, shortName: userSide.shortName,
                                        squad: userSquad,
                                        suggestedLineUp: suggested ?? LineUpPicker.pick(from: userSquad,
                                                                                        formation: .fourFourTwo))
        return MatchDayPreview(
            seasonLabel: SeasonFixtures.matchDayPreview.seasonLabel, matchDay: matchDay,
            date: SeasonFixtures.matchDayPreview.date, matchCount: 2,
            userMatch: .init(matchId: "match-1", divisionName: Fixtures.topDivision.name,
                             home: userIsHome ? user : opponentSide, away: userIsHome ? opponentSide : user,
                             userIsHome: userIsHome))
    }

    /// Match day 31 of a bigger division's season: the user's club has finished its own.
    static let idlePreview = MatchDayPreview(seasonLabel: "2026/27", matchDay: 31,
                                             date: GameDate(year: 2027, month: 3, day: 6), matchCount: 18,
                                             userMatch: nil)

    static let idlePlayed = PlayedMatchDay(matchDay: 31, date: idlePreview.date, userMatch: nil,
                                           results: [SeasonFixtures.otherResult],
                                           summary: SeasonFixtures.summaryAfterDayOne)

    /// The user's squad with player `number` in `condition`.
    static func squad(with condition: PlayerCondition, for numbers: Int...) -> [Player] {
        SeasonFixtures.userSquad.map { numbers.contains(number(of: $0)) ? $0.with(condition: condition) : $0 }
    }

    /// The user's squad with every last name made very long, for width checks.
    static let longNamedSquad: [Player] = SeasonFixtures.userSquad.map { player in
        Player(id: player.id, teamId: player.teamId, firstName: "Bartholomew-Maximilian",
               lastName: "Fotherington-Thomasworth-Smythe\(number(of: player))", position: player.position,
               age: player.age, ratings: player.ratings, contract: player.contract, condition: player.condition)
    }

    /// The fixture report with its events replaced.
    static func report(events: [MatchEvent], homeGoals: Int = 0, awayGoals: Int = 0,
                       performances: [PlayerPerformance] = SeasonFixtures.userReport.performances) -> MatchReport {
        MatchReport(matchId: "match-1", homeTeamId: "team-1", awayTeamId: "team-2", homeGoals: homeGoals,
                    awayGoals: awayGoals, events: events, performances: performances)
    }

    static func played(_ report: MatchReport?, results: [FixtureSummary] = SeasonFixtures.playedMatchDay.results)
        -> PlayedMatchDay {
        PlayedMatchDay(matchDay: 1, date: Fixtures.startDate, userMatch: report, results: results,
                       summary: SeasonFixtures.summaryAfterDayOne)
    }

    static func number(of player: Player) -> Int { Int(player.id.dropFirst("player-".count)) ?? 0 }

    /// Index of player `id` in the fixture squad (the picker's row).
    static func row(of id: String) -> Int { SeasonFixtures.userSquad.firstIndex { $0.id == id } ?? -1 }
}

extension MatchDayViewModel {
    var preMatch: PreMatchViewModel? {
        if case .preMatch(let preMatch) = content { return preMatch }
        return nil
    }

    var postMatch: PostMatchViewModel? {
        if case .postMatch(let report) = content { return report }
        return nil
    }
}
