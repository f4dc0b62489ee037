/// What the Choose Your Club screen shows; each part feeds its own sub-view.
public struct TeamSelectViewModel: Sendable, Equatable {
    public let divisionBar: DivisionBarViewModel
    public let clubs: ClubListViewModel
    public let detail: ClubDetailViewModel?
    /// Shown instead of the club list: loading, an error, or an empty division.
    public let message: String?

    public init(divisionBar: DivisionBarViewModel, clubs: ClubListViewModel,
                detail: ClubDetailViewModel?, message: String?) {
        self.divisionBar = divisionBar
        self.clubs = clubs
        self.detail = detail
        self.message = message
    }
}
