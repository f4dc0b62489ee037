import Economy
import GameModels

/// Everything the computer clubs decide on in one day of the market.
public struct MarketDay: Sendable {
    /// Every club of the pyramid, the user's included.
    public let clubs: [MarketClub]
    /// Every player of the pyramid's squads and the free agents (no club).
    public let players: [Player]
    /// The user's club: it never buys here, and its players only get bids.
    public let userTeamId: String?
    public let moment: SeasonMoment
    /// The open window; nil when only free agents may be signed.
    public let window: TransferWindow?
    public let seed: UInt64

    public init(clubs: [MarketClub], players: [Player], userTeamId: String?, moment: SeasonMoment,
                window: TransferWindow?, seed: UInt64) {
        self.clubs = clubs
        self.players = players
        self.userTeamId = userTeamId
        self.moment = moment
        self.window = window
        self.seed = seed
    }
}
