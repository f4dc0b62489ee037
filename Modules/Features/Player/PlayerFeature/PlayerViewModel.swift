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
    /// True for a player of the user's club: `r` and `u` ask to renew or release him.
    public var canDecideContract: Bool
    public var prompt: PlayerPromptViewModel?

    public init(title: String = "Player", isLoading: Bool = true, errorMessage: String? = nil,
                profile: PlayerProfileViewModel? = nil, scrollOffset: Int = 0, canDecideContract: Bool = false,
                prompt: PlayerPromptViewModel? = nil) {
        self.title = title
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.profile = profile
        self.scrollOffset = scrollOffset
        self.canDecideContract = canDecideContract
        self.prompt = prompt
    }
}
