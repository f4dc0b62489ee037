/// What the League screen shows: the division header with the view bar, and the current view.
public struct LeagueViewModel: Equatable, Sendable {
    public var isLoading: Bool
    /// One line (the data error's message), shown above everything else when loading failed.
    public var errorMessage: String?
    /// The current view, also while nothing has loaded, so the key hints can follow it.
    public var mode: LeagueMode
    /// Nil until the league has loaded.
    public var header: LeagueHeaderViewModel?
    /// Nil until the league has loaded.
    public var content: LeagueContentViewModel?

    public init(isLoading: Bool = true, errorMessage: String? = nil, mode: LeagueMode = .table,
                header: LeagueHeaderViewModel? = nil, content: LeagueContentViewModel? = nil) {
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.mode = mode
        self.header = header
        self.content = content
    }
}
