import Economy
import GameModels
import TransferMarket

/// One match day of the whole pyramid, the week careers and `simulate` both play (Modules/DECISIONS.md 30): on a
/// window day the computer clubs' market round first, then every match (`MatchDayRunner`), then every club's week
/// of money (`ClubWeek`) with the crowds set by the tables and forms as they stood before the day, then the cup
/// round that falls midweek after it, if one does (`CupWeek`: fewer days of rest before it) — or, when the manager
/// plays his tie himself, that round on its own afterwards (`playCupRound`). Pure and
/// seeded: the same state gives the same week, whatever order the caller listed clubs and players in.
public enum PyramidWeek {
    public static func play(_ state: WeekState, runner: MatchDayRunner = MatchDayRunner()) -> WeekOutcome {
        let teams = state.teams.sorted { $0.id < $1.id }
        let tiers = tiers(of: state)
        let sizes = Dictionary(grouping: teams, by: \.divisionId).mapValues(\.count)
        let calendar = TransferCalendar(matchDays: state.weeks)
        let window = calendar.window(nextMatchDay: state.matchDay)
        let (market, marketPlayers) = marketRound(state)
        var players = marketPlayers

        let squads = Dictionary(grouping: players.filter { $0.teamId != nil }) { $0.teamId ?? "" }
        let cupFormat = CupWeek.format(teams: teams, tiers: tiers)
        let cup = state.playsCup ? CupWeek(state: state, format: cupFormat) : nil
        var day = runner.play(matchDay: state.matchDay, pairings: state.fixtures.map(MatchDayRunner.Pairing.init),
                              squads: squads, clubNames: state.clubNames, userTeamId: state.userTeamId,
                              userLineUp: state.userLineUp, userReport: state.userReport, worldSeed: state.worldSeed,
                              restDays: cup == nil ? SeasonCalendar.daysBetweenMatchDays : CupCalendar.daysAfterMatchDay,
                              idleClubsServe: true)
        if !day.conditions.isEmpty {
            players = players.map { player in day.conditions[player.id].map(player.with(condition:)) ?? player }
        }
        let reports = Dictionary(day.reports.map { ($0.matchId, $0) }, uniquingKeysWith: { first, _ in first })
        let results = state.fixtures.map { fixture in
            Match(id: fixture.id, seasonId: fixture.seasonId, divisionId: fixture.divisionId,
                  matchDay: fixture.matchDay, homeTeamId: fixture.homeTeamId, awayTeamId: fixture.awayTeamId,
                  homeGoals: reports[fixture.id]?.homeGoals, awayGoals: reports[fixture.id]?.awayGoals)
        }

        let crowds = CrowdTable(state: state, teams: teams)
        let visitors = Dictionary(state.fixtures.map { ($0.homeTeamId, $0.awayTeamId) },
                                  uniquingKeysWith: { first, _ in first })
        var money: [String: [MoneyMovement]] = [:]
        for team in teams {
            let tier = tiers[team.id] ?? 1
            let capacity = StadiumCapacity.of(teamId: team.id, tier: tier, worldSeed: state.worldSeed)
            let home = visitors[team.id].map { visitor in
                crowds.homeMatch(of: team.id, against: visitor, tier: tier, clubs: sizes[team.divisionId] ?? 1,
                                 capacity: capacity)
            }
            money[team.id] = ClubWeek.movements(tier: tier, capacity: capacity,
                                                wageBill: ClubWeek.wageBill(of: squads[team.id] ?? []), homeMatch: home)
        }
        let leftToPlay = state.managerPlaysCupTie
            && cup?.ties.contains { tie in state.userTeamId.map(tie.teamIds.contains) ?? false } == true
        let cupOutcome = leftToPlay ? nil
            : cup?.play(players: players, state: state, tiers: tiers, userReport: nil, runner: runner)
        if let cupOutcome {
            players = players.map { player in cupOutcome.day.conditions[player.id].map(player.with(condition:)) ?? player }
            // The day's conditions are the ones the players take into the next league day, after the cup's.
            day = MatchDayResult(matchDay: day.matchDay, reports: day.reports,
                                 conditions: day.conditions.merging(cupOutcome.day.conditions) { _, cup in cup })
            for (teamId, movements) in cupOutcome.money {
                money[teamId] = MoneyMovement.merged((money[teamId] ?? []) + movements)
            }
        }
        return WeekOutcome(window: window, closesWindow: window.map { calendar.closesAfter($0) == state.matchDay } ?? false,
                           transfers: market.transfers, bidsForUser: market.bidsForUser, results: results, day: day,
                           cup: cupOutcome, cupLeftToPlay: leftToPlay ? cup?.ties ?? [] : [], cupDrawn: state.playsCup ? CupWeek.firstDraw(state: state, format: cupFormat) ?? [] : [],
                           money: money, players: players)
    }

    /// The cup round midweek after `state.matchDay` when that league day left it to play (`cupLeftToPlay`):
    /// `state.players` as the day left them, the manager's tie as he managed it (`userReport`, nil lets the
    /// assistant pick and play it). Nil when no round follows the day or it is already played.
    public static func playCupRound(_ state: WeekState, userReport: MatchReport?,
                                    runner: MatchDayRunner = MatchDayRunner()) -> CupOutcome? {
        let tiers = tiers(of: state)
        let cup = CupWeek(state: state, format: CupWeek.format(teams: state.teams.sorted { $0.id < $1.id },
                                                               tiers: tiers))
        return cup?.play(players: state.players.sorted { $0.id < $1.id }, state: state, tiers: tiers,
                         userReport: userReport, runner: runner)
    }

    /// The day's market round, on a window day with clubs trading, and every player after it, by id: the squads
    /// the day's matches are played with. The live match's latest scores play the other matches with them too.
    public static func marketRound(_ state: WeekState) -> (outcome: MarketDayOutcome, players: [Player]) {
        let players = state.players.sorted { $0.id < $1.id }
        guard let window = TransferCalendar(matchDays: state.weeks).window(nextMatchDay: state.matchDay),
              let userTeamId = marketUser(state.trading) else {
            return (MarketDayOutcome(transfers: [], bidsForUser: []), players)
        }
        let teams = state.teams.sorted { $0.id < $1.id }
        let tiers = tiers(of: state)
        let sizes = Dictionary(grouping: teams, by: \.divisionId).mapValues(\.count)
        let moment = SeasonMoment(seasonYear: state.season.year, weeksPlayed: state.matchDay - 1,
                                  weeksInSeason: state.weeks)
        let market = ComputerMarket.round(MarketDay(
            clubs: teams.map { team in
                MarketClub.season(team, tier: tiers[team.id] ?? 1, clubs: sizes[team.divisionId] ?? 1,
                                  money: state.money[team.id], weeks: state.weeks, worldSeed: state.worldSeed)
            },
            players: players, userTeamId: userTeamId, moment: moment, window: window,
            seed: SeedMixing.seed(state.worldSeed, label: "market-\(state.season.year)-\(state.matchDay)")))
        return (market, moved(players, by: market.transfers))
    }

    /// The tier each club plays in, by club id.
    private static func tiers(of state: WeekState) -> [String: Int] {
        let divisionTier = Dictionary(state.divisions.map { ($0.id, $0.tier) }, uniquingKeysWith: { first, _ in first })
        return Dictionary(state.teams.map { ($0.id, divisionTier[$0.divisionId] ?? 1) },
                          uniquingKeysWith: { first, _ in first })
    }

    /// The market's user: `.some(nil)` when every club trades, nil when nobody does.
    private static func marketUser(_ trading: WeekTrading) -> String?? {
        switch trading {
        case .nobody: nil
        case .everyClub: .some(nil)
        case .allBut(let userTeamId): .some(userTeamId)
        }
    }

    /// Each transferred player at his new club on his new contract, keeping his condition.
    private static func moved(_ players: [Player], by transfers: [CompletedTransfer]) -> [Player] {
        guard !transfers.isEmpty else { return players }
        let moves = Dictionary(transfers.map { ($0.playerId, $0) }, uniquingKeysWith: { _, last in last })
        return players.map { player in
            moves[player.id].map { player.with(teamId: $0.toTeamId, contract: $0.contract) } ?? player
        }
    }
}
