import DataManaging
import GameModels
import GRDB

/// The next match day as the user meets it: its date and size, and his match with both squads.
enum MatchDayPreviewBuilder {
    static func preview(in db: Database) throws -> MatchDayPreview {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        let seasonId = context.season.id
        guard let matchDay = try SeasonStore.nextMatchDay(seasonId: seasonId, in: db) else {
            throw DataError.seasonOver(seasonLabel: context.season.label)
        }
        let matches = try SeasonStore.matches(seasonId: seasonId, matchDay: matchDay, in: db)
            .map(MatchTransformer.model(from:))
        return MatchDayPreview(seasonLabel: context.season.label, matchDay: matchDay,
                               date: context.date(ofMatchDay: matchDay), matchCount: matches.count,
                               userMatch: try matches.first(where: context.involvesUser).map { match in
                                   try userMatch(match, context: context, in: db)
                               })
    }

    private static func userMatch(_ match: Match, context: SeasonContext,
                                  in db: Database) throws -> MatchDayPreview.UserMatch {
        let players = try SeasonStore.players(ofTeams: [match.homeTeamId, match.awayTeamId], in: db)
            .map(PlayerTransformer.model(from:))
        let squads = Dictionary(grouping: players) { $0.teamId ?? "" }
        func side(_ teamId: String) -> MatchDayPreview.Side {
            let squad = SquadOrder.sorted(squads[teamId] ?? [])
            return MatchDayPreview.Side(teamId: teamId, clubName: context.clubName(teamId),
                                        shortName: context.shortName(teamId), squad: squad,
                                        suggestedLineUp: LineUpPicker.pick(from: squad))
        }
        return MatchDayPreview.UserMatch(matchId: match.id,
                                         divisionName: context.division(match.divisionId)?.name ?? match.divisionId,
                                         home: side(match.homeTeamId), away: side(match.awayTeamId),
                                         userIsHome: match.homeTeamId == context.career.userTeamId)
    }
}
