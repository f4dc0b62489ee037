import Economy
import GameModels

/// The cup's part of a week: the round that falls midweek after today's league matches (`CupCalendar`), played on
/// the squads as the league day left them, its prize money and shared gates, and the draw of the round after it.
/// A season whose first round is past without a draw (a career that came to the cup mid-season) has no cup.
struct CupWeek {
    /// Today's round, drawn now if it was not yet (round 1 of a season).
    let round: Int
    let format: CupFormat
    /// Today's ties to play.
    let ties: [CupTie]

    /// Round 1's draw, made on the first league day of a season before its round (so it is shown before it is
    /// played); nil on any other day.
    static func firstDraw(state: WeekState, format: CupFormat) -> [CupTie]? {
        guard state.cupTies.isEmpty,
              state.matchDay < CupCalendar.matchDay(beforeRound: 1, rounds: format.rounds, weeks: state.weeks) else {
            return nil
        }
        return CupDraw.next(year: state.season.year, format: format, ties: [], worldSeed: state.worldSeed)?.ties
    }

    /// This season's cup from its clubs and the tiers they play in.
    static func format(teams: [Team], tiers: [String: Int]) -> CupFormat {
        CupFormat(entrants: teams.map { CupEntrant(teamId: $0.id, tier: tiers[$0.id] ?? 1) })
    }

    /// The cup round after today's league day, if there is one to play.
    init?(state: WeekState, format: CupFormat) {
        guard let round = CupCalendar.round(afterMatchDay: state.matchDay, rounds: format.rounds, weeks: state.weeks)
        else { return nil }
        var ties = state.cupTies.filter { $0.round == round }
        if ties.isEmpty, let drawn = CupDraw.next(year: state.season.year, format: format, ties: state.cupTies,
                                                  worldSeed: state.worldSeed), drawn.ties.first?.round == round {
            ties = drawn.ties
        }
        ties.removeAll(where: \.isPlayed)
        guard !ties.isEmpty else { return nil }
        self.round = round
        self.format = format
        self.ties = ties
    }

    /// Plays the round on `players` (every club's squad after the league day) and draws the next one; the
    /// manager's tie is `userReport` when he managed it himself.
    func play(players: [Player], state: WeekState, tiers: [String: Int], userReport: MatchReport?,
              runner: MatchDayRunner) -> CupOutcome {
        let squads = Dictionary(grouping: players.filter { $0.teamId != nil }) { $0.teamId ?? "" }
        let day = runner.play(matchDay: state.matchDay, pairings: ties.map(MatchDayRunner.Pairing.init), squads: squads,
                              clubNames: state.clubNames, userTeamId: userReport == nil ? nil : state.userTeamId,
                              userLineUp: nil, userReport: userReport, worldSeed: state.worldSeed,
                              restDays: SeasonCalendar.daysBetweenMatchDays - CupCalendar.daysAfterMatchDay,
                              idleClubsServe: false)
        let played = zip(ties, day.reports).map { $0.played($1) }
        var money: [String: [MoneyMovement]] = [:]
        for tie in played {
            let books = CupMoney.movements(
                homeTier: tie.homeTier, awayTier: tie.awayTier,
                capacity: StadiumCapacity.of(teamId: tie.homeTeamId, tier: tiers[tie.homeTeamId] ?? tie.homeTier,
                                             worldSeed: state.worldSeed),
                round: round, rounds: format.rounds, homeWon: tie.winnerTeamId == tie.homeTeamId)
            money[tie.homeTeamId, default: []] += books.home
            money[tie.awayTeamId, default: []] += books.away
        }
        let earlier = state.cupTies.filter { $0.round != round || $0.isPlayed }
        let next = CupDraw.next(year: state.season.year, format: format, ties: earlier + played,
                                worldSeed: state.worldSeed)
        return CupOutcome(round: round, rounds: format.rounds, played: played, drawn: next?.ties ?? [], day: day,
                          money: money)
    }
}
