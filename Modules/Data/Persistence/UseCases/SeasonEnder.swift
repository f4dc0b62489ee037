import DataManaging
import GameModels
import GRDB
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

    /// The user's academy intake for the next season, best prospect first, with the assistant's advice for
    /// the tier his club plays in next.
    static func academyIntake(in db: Database) throws -> [AcademyProspect] {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        let players = try SeasonEndStore.activePlayers(in: db).map(PlayerTransformer.model(from:))
        let userTeamId = context.career.userTeamId
        let intake = userIntake(context: context, players: players)
        let moves = PromotionRule.moves(divisions: context.divisions, standings: try finalStandings(context, in: db))
        let divisionId = moves.first { $0.teamId == userTeamId }?.toDivisionId
            ?? context.teams.first { $0.id == userTeamId }?.divisionId
        let keeping = players.filter { $0.teamId == userTeamId && $0.contract.endSeason > context.season.year }
        let advice = AcademyIntake.advice(for: intake,
                                          youngsters: keeping.filter { $0.age + 1 <= SeasonAwards.youngAge }.count,
                                          tier: context.divisions.first { $0.id == divisionId }?.tier ?? 1)
        return intake.sorted { ($0.potential, $1.id) > ($1.potential, $0.id) }
            .map { AcademyProspect(player: $0, advice: advice[$0.id] ?? .release) }
    }

    /// `decisions` nil: nobody manages the club (`advance`), so it is run as a computer club is.
    static func startNextSeason(slot: String, decisions: [String: ContractDecision]?,
                                in db: Database) throws -> SeasonEndSummary {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        let season = context.season
        if let next = try SeasonStore.nextMatchDay(seasonId: season.id, in: db) {
            throw DataError.seasonNotOver(seasonLabel: season.label, matchDay: next)
        }
        let players = try SeasonEndStore.activePlayers(in: db).map(PlayerTransformer.model(from:))
        let decidable = Set(try expiring(context: context, in: db).map(\.id)
                            + userIntake(context: context, players: players).map(\.id))
        if let stray = (decisions ?? [:]).keys.sorted().first(where: { !decidable.contains($0) }) {
            throw DataError.invalidAdvance(
                "player \(stray) is neither one of your players whose contract ends now nor in your academy's intake")
        }

        let standings = try finalStandings(context, in: db)
        let lines = try SeasonEndStore.seasonLines(seasonId: season.id, in: db).map {
            PlayerSeasonLine(playerId: $0.playerId, teamId: $0.teamId, appearances: $0.appearances, goals: $0.goals,
                             ratingTotal: $0.ratingTotal)
        }
        let outcome = SeasonRollover.roll(SeasonRolloverInput(
            season: season, divisions: context.divisions, teams: context.teams, players: players,
            standings: standings, lines: lines, userTeamId: context.career.userTeamId, contractDecisions: decisions,
            worldSeed: context.career.worldSeed))
        let start = context.startDate
        let newStart = GameDate(year: start.year + 1, month: start.month, day: start.day)
        let departed = Set(outcome.departedIds)
        try BoardKeeper.judgeSeason(standings: standings, players: players, context: context, in: db)
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
        try FinanceWeekWriter.closeSeason(standings: standings, context: context, in: db)
        let summary = SeasonEndSummaryBuilder.summary(context: context, before: players, outcome: outcome,
                                                      standings: standings, newSeasonLabel: outcome.season.label)
        try InboxPoster.post(SeasonEndMessages.messages(.init(context: context, before: players, outcome: outcome,
                                                              summary: summary)), in: db)
        try CareerContentCheck.checkBeforeCommit(db, after: .seasonEnd)
        return summary
    }

    /// Every division's final table, by division id.
    private static func finalStandings(_ context: SeasonContext, in db: Database) throws -> [String: [Standing]] {
        let seasonId = context.season.id
        let matches = try SeasonStore.matches(seasonId: seasonId, in: db).map(MatchTransformer.model(from:))
        return Dictionary(uniqueKeysWithValues: context.divisions.map { division in
            (division.id, LeagueTable.standings(seasonId: seasonId, teamIds: context.teamIds(inDivision: division.id),
                                                matches: matches.filter { $0.divisionId == division.id }))
        })
    }

    private static func userIntake(context: SeasonContext, players: [Player]) -> [Player] {
        AcademyIntake.intake(year: context.season.year + 1, teams: context.teams, divisions: context.divisions,
                             players: players, worldSeed: context.career.worldSeed)
            .filter { $0.teamId == context.career.userTeamId }
    }

    private static func expiring(context: SeasonContext, in db: Database) throws -> [Player] {
        try SeasonStore.players(ofTeams: [context.career.userTeamId], in: db).map(PlayerTransformer.model(from:))
            .filter { $0.contract.endSeason <= context.season.year }
            .sorted { ($0.ratings.overall, $1.id) > ($1.ratings.overall, $0.id) }
    }
}
