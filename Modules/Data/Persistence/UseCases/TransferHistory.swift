import DataManaging
import GRDB

/// The completed moves of one season of the career's pyramid.
enum TransferHistory {
    static func lines(seasonYear: Int?, in db: Database) throws -> [TransferLine] {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        let current = context.season.year
        let year = seasonYear ?? current
        guard let seasonId = try FinanceStore.seasonId(ofYear: year, in: db) else {
            let first = try HistoryStore.seasonYears(in: db).first ?? current
            throw DataError.seasonNotFound(year: year, first: first, current: current)
        }
        return try TransferViews.lines(TransferStore.transfers(seasonId: seasonId, in: db), context: context, in: db)
    }
}
