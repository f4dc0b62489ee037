import DataManaging
import GameModels
import MatchDayFeature
import MatchEngine
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
        MatchDayPreview(seasonLabel: SeasonFixtures.matchDayPreview.seasonLabel, matchDay: matchDay,
                        date: SeasonFixtures.matchDayPreview.date, matchCount: 2,
                        userMatch: userMatch(userSquad: userSquad, suggested: suggested, userIsHome: userIsHome))
    }

    /// The fixture match with the user's squad (and suggested line-up) replaced.
    static func userMatch(userSquad: [Player] = SeasonFixtures.userSquad, suggested: LineUp? = nil,
                          userIsHome: Bool = true) -> MatchDayPreview.UserMatch {
        let user = MatchDayPreview.Side(teamId: "team-1", clubName: userSide.clubName, shortName: userSide.shortName,
                                        squad: userSquad,
                                        suggestedLineUp: suggested ?? LineUpPicker.pick(from: userSquad,
                                                                                        formation: .fourFourTwo))
        return .init(matchId: "match-1", divisionName: Fixtures.topDivision.name,
                     home: userIsHome ? user : opponentSide, away: userIsHome ? opponentSide : user,
                     userIsHome: userIsHome)
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

    // MARK: Live

    /// The other match of the division: Muddyford score at 20' and 70', Puddlebury at 50'.
    static let latestScores = [LatestScore(matchId: "match-5", homeName: "Real Muddyford",
                                           awayName: "Athletic Puddlebury", homeGoalMinutes: [20, 70],
                                           awayGoalMinutes: [50])]

    /// The fixture match played by the real engine from `seed`, the user at home, with `changes` made.
    static func managed(seed: UInt64 = 7, userSquad: [Player] = SeasonFixtures.userSquad, userIsHome: Bool = true,
                        changes: [MatchChange] = []) -> ManagedMatch {
        let user = MatchSide(teamId: "team-1", name: userSide.clubName, squad: userSquad,
                             lineUp: LineUpPicker.pick(from: userSquad, formation: .fourFourTwo))
        let opponent = MatchSide(teamId: "team-2", name: opponentSide.clubName, squad: opponentSide.squad,
                                 lineUp: opponentSide.suggestedLineUp)
        return MatchEngine().playManaged(matchId: "match-1", home: userIsHome ? user : opponent,
                                         away: userIsHome ? opponent : user, seed: seed, userIsHome: userIsHome,
                                         changes: changes)
    }

    /// The user's match in progress at `minute`.
    static func live(_ match: ManagedMatch = managed(), minute: Int = 0,
                     userSquad: [Player] = SeasonFixtures.userSquad) -> LiveMatch {
        LiveMatch(matchDay: 1, date: Fixtures.startDate,
                  userMatch: userMatch(userSquad: userSquad, userIsHome: match.userIsHome),
                  match: match, minute: minute, latestScores: latestScores)
    }

    /// The first seed from 1 whose match injures one of the user's players, and that injury.
    static let injurySeed: (seed: UInt64, injury: MatchEvent)? = (UInt64(1)...2_000).lazy.compactMap { seed in
        managed(seed: seed).report.events.first { $0.kind == .injury && $0.teamId == "team-1" }.map { (seed, $0) }
    }.first

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
