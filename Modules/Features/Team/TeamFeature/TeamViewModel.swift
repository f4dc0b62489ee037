/// What the squad screen shows: the club header, the squad table and, when open, the selected
/// player's detail panel.
public struct TeamViewModel: Equatable, Sendable {
    public var isLoading: Bool
    /// One line, shown above everything else when loading failed.
    public var errorMessage: String?
    /// Nil until the club has loaded.
    public var header: TeamHeaderViewModel?
    public var squadTable: SquadTableViewModel
    /// Nil while the panel is closed or no player is selected.
    public var playerDetail: PlayerDetailViewModel?

    public init(isLoading: Bool = true, errorMessage: String? = nil, header: TeamHeaderViewModel? = nil,
                squadTable: SquadTableViewModel = SquadTableViewModel(),
                playerDetail: PlayerDetailViewModel? = nil) {
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.header = header
        self.squadTable = squadTable
        self.playerDetail = playerDetail
    }
}
