import DataManaging
import GameModels
import GRDB
import Persistence
import SeasonEngine

/// Ends a finished season and starts the next inside the caller's write transaction (Modules/DECISIONS.md
/// 14): the same `SeasonRollover` as `simulate`, its outcome written with the season's archive. A season
/// with a match left is refused, so a repeated call never rolls over twice; anything thrown rolls it all back.
enum SeasonEnder {
    /// The user's players whose contracts end with the current season, best first.
    static func expiringContracts(in db: Database) throws -> [Player] {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        return try expiring(context: context, in: db)
    }

    /// The user's academy intake for the next season, best prospect first, with the assistant's advice
    /// (`AcademyIntake.prospects`, from the same input the rollover takes).
    static func academyIntake(in db: Database) throws -> [AcademyProspect] {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        return AcademyIntake.prospects(of: context.career.userTeamId,
                                       in: try rolloverInput(context, decisions: nil, in: db))
            .map { AcademyProspect(player: $0.player, advice: $0.advice) }
    }

    /// `decisions` nil: nobody manages the club (`advance`), so it is run as a computer club is.
    static func startNextSeason(slot: String, decisions: [String: ContractDecision]?,
                                in db: Database) throws -> SeasonEndSummary {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        let season = context.season
        if let next = try SeasonStore.nextMatchDay(seasonId: season.id, in: db) {
            throw DataError.seasonNotOver(seasonLabel: season.label, matchDay: next)
        }
        let input = try rolloverInput(context, decisions: decisions, in: db)
        // Only decisions taken are checked: working out the academy's intake takes the whole pyramid's.
        if let decisions, !decisions.isEmpty {
            let decidable = Set(try expiring(context: context, in: db).map(\.id)
                                + AcademyIntake.prospects(of: context.career.userTeamId, in: input).map(\.player.id))
            if let stray = decisions.keys.sorted().first(where: { !decidable.contains($0) }) {
                throw DataError.invalidAdvance("player \(stray) is neither one of your players whose contract ends now"
                                                   + " nor in your academy's intake")
            }
        }
        let (players, standings) = (input.players, input.standings)
        // The rollover reads what each club made and holds once the season's end is paid, as `simulate`'s does.
        let close = try SeasonClose(standings: standings, context: context, in: db)
        let outcome = SeasonRollover.roll(input.with(money: close.money))
        let start = context.startDate
        let newStart = GameDate(year: start.year + 1, month: start.month, day: start.day)
        let departed = Set(outcome.departedIds)
        try BoardKeeper.judgeSeason(standings: standings, players: players, nextTeams: outcome.teams, context: context,
                                    in: db)
        try SeasonEndStore.write(SeasonEndRecords(
            finishedYear: season.year,
            standings: standings.values.flatMap { table in
                table.map { standing in
                    SeasonStandingRecord(seasonId: season.id, teamId: standing.teamId,
                                         divisionId: context.teams.first { $0.id == standing.teamId }?.divisionId ?? "",
                                         position: standing.position, won: standing.record.won,
                                         drawn: standing.record.drawn, lost: standing.record.lost,
                                         goalsFor: standing.record.goalsFor, goalsAgainst: standing.record.goalsAgainst)
                }
            },
            awards: outcome.awards.map {
                SeasonAwardRecord(seasonId: season.id, divisionId: $0.divisionId, kind: $0.kind.rawValue,
                                  playerId: $0.playerId, teamId: $0.teamId, value: $0.value)
            },
            moves: outcome.moves.map {
                DivisionMoveRecord(seasonId: season.id, teamId: $0.teamId, fromDivisionId: $0.fromDivisionId,
                                   toDivisionId: $0.toDivisionId, promoted: $0.promoted)
            },
            teams: outcome.teams.map(TeamTransformer.record(from:)),
            newSeason: SeasonTransformer.record(from: outcome.season, startDate: newStart),
            players: outcome.players.map(PlayerTransformer.record(from:)),
            leavers: outcome.retired.map { ($0.id, $0.age) } + players.filter { departed.contains($0.id) }
                .map { ($0.id, $0.age + 1) },
            fixtures: outcome.fixtures.map(MatchTransformer.record(from:))), in: db)
        try FinanceWeekWriter.closeSeason(close, context: context, in: db)
        let cup = try CupHistoryBuilder(seasonId: context.season.id, in: db)
            .finals(userTeamId: context.career.userTeamId).first
        let summary = SeasonEndSummaryBuilder.summary(context: context, before: players, outcome: outcome,
                                                      standings: standings, newSeasonLabel: outcome.season.label,
                                                      cup: cup)
        try InboxPoster.post(SeasonEndMessages.messages(.init(context: context, before: players, outcome: outcome,
                                                              summary: summary)), in: db)
        try CareerContentCheck.checkBeforeCommit(db, after: .seasonEnd)
        return summary
    }

    /// The finished season as the rollover takes it: every division's final table, everyone still playing and
    /// the season's lines.
    private static func rolloverInput(_ context: SeasonContext, decisions: [String: ContractDecision]?,
                                      in db: Database) throws -> SeasonRolloverInput {
        let season = context.season
        let matches = try SeasonStore.matches(seasonId: season.id, in: db).map(MatchTransformer.model(from:))
        let standings = Dictionary(uniqueKeysWithValues: context.divisions.map { division in
            (division.id, LeagueTable.standings(seasonId: season.id, teamIds: context.teamIds(inDivision: division.id),
                                                matches: matches.filter { $0.divisionId == division.id }))
        })
        let lines = try SeasonEndStore.seasonLines(seasonId: season.id, in: db).map {
            PlayerSeasonLine(playerId: $0.playerId, teamId: $0.teamId, appearances: $0.appearances, goals: $0.goals,
                             ratingTotal: $0.ratingTotal)
        }
        return SeasonRolloverInput(
            season: season, divisions: context.divisions, teams: context.teams,
            players: try SeasonEndStore.activePlayers(in: db).map(PlayerTransformer.model(from:)),
            standings: standings, lines: lines, userTeamId: context.career.userTeamId, contractDecisions: decisions,
            worldSeed: context.career.worldSeed)
    }

    private static func expiring(context: SeasonContext, in db: Database) throws -> [Player] {
        try SeasonStore.players(ofTeams: [context.career.userTeamId], in: db).map(PlayerTransformer.model(from:))
            .filter { $0.contract.endSeason <= context.season.year }
            .sorted { ($0.ratings.overall, $1.id) > ($1.ratings.overall, $0.id) }
    }
}
