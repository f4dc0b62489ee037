/// The two periods of a season in which clubs may buy players from each other (free agents sign at any time).
public enum TransferWindow: String, CaseIterable, Sendable, Hashable, Codable {
    /// Open before the first match days of a season are played.
    case preSeason = "pre-season"
    /// Open for a few match days once half the season is played.
    case midSeason = "mid-season"

    /// The window's name as a screen shows it.
    public var name: String {
        switch self {
        case .preSeason: "Pre-season window"
        case .midSeason: "Mid-season window"
        }
    }
}
