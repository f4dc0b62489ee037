import DataManaging
import GameModels
import GRDB
import Persistence

/// A season's cup as `cup` and the game show it: the ties stored for it, by round, with the rounds' names.
enum CupBuilder {
    static func season(year requested: Int?, in db: Database) throws -> CupSeason {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        let year = requested ?? context.season.year
        guard let season = try SeasonRecord.filter(Column("leagueId") == context.career.leagueId)
            .filter(Column("year") == year).fetchOne(db), year <= context.season.year else {
            let first = try HistoryStore.seasonYears(in: db).first ?? context.season.year
            throw DataError.seasonNotFound(year: year, first: first, current: context.season.year)
        }
        let ties = try CupStore.ties(seasonId: season.id, in: db).map { CupTieTransformer.model(from: $0, year: year) }
        // A past cup was played to its final; this season's is as long as its format, drawn or not.
        let rounds = year == context.season.year
            ? context.cupRounds
            : ties.map(\.round).max() ?? 0
        let byRound = Dictionary(grouping: ties, by: \.round)
        return CupSeason(
            name: CupNames.cup, year: year, seasonLabel: SeasonTransformer.model(from: season).label,
            rounds: byRound.keys.sorted().map { number in
                CupSeason.Round(number: number, name: CupNames.round(number, of: rounds),
                                ties: byRound[number] ?? [])
            },
            clubNames: try clubNames(of: ties, in: db), userTeamId: context.career.userTeamId)
    }

    /// The names of the clubs of `ties`, by team id.
    private static func clubNames(of ties: [CupTie], in db: Database) throws -> [String: String] {
        let ids = Set(ties.flatMap(\.teamIds))
        let teams = try TeamRecord.filter(ids.contains(Column("id"))).fetchAll(db)
        let infos = Dictionary(try TeamInfoRecord.fetchAll(db).map { ($0.id, $0.name) },
                               uniquingKeysWith: { first, _ in first })
        return Dictionary(teams.map { ($0.id, infos[$0.infoId] ?? $0.id) }, uniquingKeysWith: { first, _ in first })
    }
}
