/// What the profile screen shows: a title, and either a loading line, an error or the profile.
public struct PlayerViewModel: Equatable, Sendable {
    /// The player's name once loaded, "Player" before.
    public var title: String
    public var isLoading: Bool
    /// One line, shown instead of the profile when loading failed.
    public var errorMessage: String?
    /// Nil until the player has loaded.
    public var profile: PlayerProfileViewModel?
    /// The first line of the page shown at the top.
    public var scrollOffset: Int

    public init(title: String = "Player", isLoading: Bool = true, errorMessage: String? = nil,
                profile: PlayerProfileViewModel? = nil, scrollOffset: Int = 0) {
        self.title = title
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.profile = profile
        self.scrollOffset = scrollOffset
    }
}
