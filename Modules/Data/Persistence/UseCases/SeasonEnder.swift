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

    static func startNextSeason(slot: String, decisions: [String: ContractDecision],
                                in db: Database) throws -> SeasonEndSummary {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        let season = context.season
        if let next = try SeasonStore.nextMatchDay(seasonId: season.id, in: db) {
            throw DataError.seasonNotOver(seasonLabel: season.label, matchDay: next)
        }
        let expiringIds = Set(try expiring(context: context, in: db).map(\.id))
        if let stray = decisions.keys.sorted().first(where: { !expiringIds.contains($0) }) {
            throw DataError.invalidAdvance("player \(stray) is not one of your players whose contract ends now")
        }

        let matches = try SeasonStore.matches(seasonId: season.id, in: db).map(MatchTransformer.model(from:))
        var standings: [String: [Standing]] = [:]
        for division in context.divisions {
            standings[division.id] = LeagueTable.standings(seasonId: season.id,
                                                           teamIds: context.teamIds(inDivision: division.id),
                                                           matches: matches.filter { $0.divisionId == division.id })
        }
        let players = try SeasonEndStore.activePlayers(in: db).map(PlayerTransformer.model(from:))
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

    private static func expiring(context: SeasonContext, in db: Database) throws -> [Player] {
        try SeasonStore.players(ofTeams: [context.career.userTeamId], in: db).map(PlayerTransformer.model(from:))
            .filter { $0.contract.endSeason <= context.season.year }
            .sorted { ($0.ratings.overall, $1.id) > ($1.ratings.overall, $0.id) }
    }
}
