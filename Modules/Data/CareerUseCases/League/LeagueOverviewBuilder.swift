import DataManaging
import GameModels
import GRDB
import Persistence
import SeasonEngine

/// The whole pyramid's current season: per division its table, every fixture and its top scorers.
enum LeagueOverviewBuilder {
    static func overview(in db: Database) throws -> LeagueOverview {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        let seasonId = context.season.id
        let matches = try SeasonStore.matches(seasonId: seasonId, in: db).map(MatchTransformer.model(from:))
        let scorers = Dictionary(grouping: try SeasonStore.scorers(seasonId: seasonId, in: db), by: \.divisionId)
        let sizes = context.divisions.map { context.teamIds(inDivision: $0.id).count }
        let numbers = Dictionary(try SeasonStore.teamStats(seasonId: seasonId, in: db).map {
            ($0.teamId, TeamStatsTransformer.numbers(from: $0))
        }, uniquingKeysWith: { first, _ in first })
        let divisions = context.divisions.enumerated().map { index, division in
            let clubs = Set(context.teamIds(inDivision: division.id))
            let fixtures = matches.filter { $0.divisionId == division.id }
            return LeagueOverview.DivisionSeason(
                table: table(of: division, matches: fixtures, context: context),
                fixtures: fixtures.map(context.summary(of:)).sorted {
                    ($0.matchDay, $0.homeName, $0.matchId) < ($1.matchDay, $1.homeName, $1.matchId)
                },
                topScorers: (scorers[division.id] ?? []).prefix(LeagueOverview.topScorerLimit).map { scorer in
                    ScorerSummary(playerId: scorer.playerId, playerName: "\(scorer.firstName) \(scorer.lastName)",
                                  teamId: scorer.teamId, clubName: context.clubName(scorer.teamId),
                                  goals: scorer.goals, assists: scorer.assists, appearances: scorer.appearances)
                },
                promotionPlaces: index > 0 ? PromotionRule.places(upperSize: sizes[index - 1], lowerSize: sizes[index]) : 0,
                relegationPlaces: index + 1 < sizes.count
                    ? PromotionRule.places(upperSize: sizes[index], lowerSize: sizes[index + 1]) : 0,
                numbers: numbers.filter { clubs.contains($0.key) })
        }
        return LeagueOverview(leagueName: context.leagueName, seasonLabel: context.season.label,
                              nextMatchDay: matches.filter { !$0.isPlayed }.map(\.matchDay).min(),
                              userTeamId: context.career.userTeamId, divisions: divisions)
    }

    private static func table(of division: Division, matches: [Match], context: SeasonContext) -> DivisionTable {
        let standings = LeagueTable.standings(seasonId: context.season.id,
                                              teamIds: context.teamIds(inDivision: division.id), matches: matches)
        return DivisionTable(division: division, rows: standings.map { standing in
            let record = standing.record
            return TableRow(position: standing.position, teamId: standing.teamId,
                            clubName: context.clubName(standing.teamId), shortName: context.shortName(standing.teamId),
                            played: record.played, won: record.won, drawn: record.drawn, lost: record.lost,
                            goalsFor: record.goalsFor, goalsAgainst: record.goalsAgainst, points: record.points)
        })
    }
}
