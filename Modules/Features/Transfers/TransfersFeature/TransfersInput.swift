/// Text the user is typing on the prompt line, and what Enter does with it.
public struct TransfersInput: Sendable, Equatable {
    public enum Purpose: Sendable, Equatable {
        /// A fee for another club's player.
        case bid(playerId: String, playerName: String, clubName: String)
        /// The weekly wage of a contract offer; the seasons are asked next.
        case wage(playerId: String, playerName: String, seasons: Int)
        /// The seasons of a contract offer, once the wage is typed.
        case seasons(playerId: String, playerName: String, weeklyWage: Int)
        /// The fee asked back from a club bidding for one of the user's players.
        case counter(bidId: Int, playerName: String)
        case filter(TransfersFilter)
    }

    public var purpose: Purpose
    public var text: String

    public init(purpose: Purpose, text: String) {
        self.purpose = purpose
        self.text = text
    }
}
