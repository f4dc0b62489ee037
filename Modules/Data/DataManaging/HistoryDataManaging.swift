/// The history slice: a career's record books, and the tables of any season it has played.
public protocol HistoryDataManaging: Sendable {
    /// Champions of every finished season, the user's club season by season, all-time records.
    func history(careerId: String) async throws(DataError) -> CareerHistory

    /// Every division's final table of the season that started in `year` (the current one: as it stands),
    /// top tier first. `.seasonNotFound` for a year the career has not reached.
    func seasonTables(careerId: String, year: Int) async throws(DataError) -> SeasonTables
}
