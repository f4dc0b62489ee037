/// The cup slice: a season's cup as a career has played and drawn it.
public protocol CupDataManaging: Sendable {
    /// The cup of the season that started in `year` (nil: the current one): every round drawn so far.
    /// `.seasonNotFound` for a year the career has not reached.
    func cup(careerId: String, year: Int?) async throws(DataError) -> CupSeason
}
