import DataManaging
import GameModels
import GRDB
import Persistence
import SeasonEngine

/// The next match day as the user meets it: its date and size, and his match with both squads — or his cup tie,
/// when the league day before it is played and the tie is not.
enum MatchDayPreviewBuilder {
    static func preview(in db: Database) throws -> MatchDayPreview {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        let seasonId = context.season.id
        // The user's line-up and instruction stick from one match to the next.
        let stored = try LiveMatchStore.tactics(in: db).map(LiveMatchTransformer.tactics)
        func userMatch(_ match: MatchDayRunner.Pairing, competition: String,
                       cupRoundName: String?) throws -> MatchDayPreview.UserMatch {
            Self.userMatch(match, competition: competition, cupRoundName: cupRoundName, context: context,
                           squads: try squads(of: [match.homeTeamId, match.awayTeamId], in: db),
                           userLineUp: stored?.lineUp, instruction: stored?.instruction ?? .hold)
        }
        if let cup = try CupRoundPlayer.pending(context: context, in: db), let tie = cup.userTie {
            return MatchDayPreview(seasonLabel: context.season.label, matchDay: cup.matchDay, date: cup.date,
                                   matchCount: cup.ties.count,
                                   userMatch: try userMatch(MatchDayRunner.Pairing(tie), competition: CupNames.cup,
                                                            cupRoundName: CupNames.round(cup.round, of: context.cupRounds)))
        }
        guard let matchDay = try SeasonStore.nextMatchDay(seasonId: seasonId, in: db) else {
            throw DataError.seasonOver(seasonLabel: context.season.label)
        }
        let matches = try SeasonStore.matches(seasonId: seasonId, matchDay: matchDay, in: db)
            .map(MatchTransformer.model(from:))
        return MatchDayPreview(seasonLabel: context.season.label, matchDay: matchDay,
                               date: context.date(ofMatchDay: matchDay), matchCount: matches.count,
                               userMatch: try matches.first(where: context.involvesUser).map { match in
                                   try userMatch(MatchDayRunner.Pairing(match),
                                                 competition: context.division(match.divisionId)?.name ?? match.divisionId,
                                                 cupRoundName: nil)
                               },
                               cupFixture: try cupFixture(after: matchDay, context: context, in: db))
    }

    /// The user's tie of the cup round that follows `matchDay`, once drawn.
    private static func cupFixture(after matchDay: Int, context: SeasonContext,
                                   in db: Database) throws -> MatchDayPreview.CupFixture? {
        let weeks = try FinanceStore.weeks(seasonId: context.season.id, in: db)
        guard let round = context.cupRound(afterMatchDay: matchDay, weeks: weeks) else { return nil }
        let rounds = context.cupRounds
        let user = context.career.userTeamId
        let tie = try CupStore.ties(seasonId: context.season.id, in: db)
            .first { $0.round == round && ($0.homeTeamId == user || $0.awayTeamId == user) }
        return tie.map { tie in
            let home = tie.homeTeamId == user
            return MatchDayPreview.CupFixture(roundName: CupNames.round(round, of: rounds),
                                              opponentName: context.clubName(home ? tie.awayTeamId : tie.homeTeamId),
                                              opponentTier: home ? tie.awayTier : tie.homeTier, atHome: home,
                                              neutralGround: tie.neutralGround)
        }
    }

    /// The squads of `teamIds` by club, in storage order (the order the match-day runner picks from).
    static func squads(of teamIds: [String], in db: Database) throws -> [String: [Player]] {
        let players = try SeasonStore.players(ofTeams: teamIds, in: db).map(PlayerTransformer.model(from:))
        return Dictionary(grouping: players) { $0.teamId ?? "" }
    }

    /// The user's match with both squads in squad order; the user's side suggests `userLineUp` as far as
    /// his squad still allows it, the other side the eleven it would pick for the match.
    static func userMatch(_ match: MatchDayRunner.Pairing, competition: String, cupRoundName: String?,
                          context: SeasonContext, squads: [String: [Player]], userLineUp: LineUp?,
                          instruction: TeamInstruction) -> MatchDayPreview.UserMatch {
        func side(_ teamId: String) -> MatchDayPreview.Side {
            let squad = SquadOrder.sorted(squads[teamId] ?? [])
            let kept = teamId == context.career.userTeamId ? userLineUp : nil
            return MatchDayPreview.Side(teamId: teamId, clubName: context.clubName(teamId),
                                        shortName: context.shortName(teamId), squad: squad,
                                        suggestedLineUp: kept.map { LineUpRepair.repaired($0, squad: squad) }
                                            ?? LineUpPicker.pick(from: squad, for: match.format))
        }
        return MatchDayPreview.UserMatch(matchId: match.id, divisionName: competition,
                                         home: side(match.homeTeamId), away: side(match.awayTeamId),
                                         userIsHome: match.homeTeamId == context.career.userTeamId,
                                         instruction: instruction, cupRoundName: cupRoundName)
    }
}
