import DataManaging
import GRDB
import Persistence

/// The completed moves of one season of the career's pyramid, a page at a time.
enum TransferHistory {
    static func page(seasonYear: Int?, offset: Int, limit: Int, in db: Database) throws -> TransferPage {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        let current = context.season.year
        let year = seasonYear ?? current
        guard let seasonId = try FinanceStore.seasonId(ofYear: year, in: db) else {
            let first = try HistoryStore.seasonYears(in: db).first ?? current
            throw DataError.seasonNotFound(year: year, first: first, current: current)
        }
        let records = try TransferStore.transfers(seasonId: seasonId, offset: offset, limit: limit, in: db)
        return TransferPage(lines: try TransferViews.lines(records, context: context, in: db), offset: offset,
                            total: try TransferStore.transferCount(seasonId: seasonId, in: db))
    }
}
