import GameModels

/// One dated message of the user's inbox: what happened, to whom, and whether he has read it.
public struct InboxMessage: Sendable, Hashable, Identifiable {
    /// What a message is about; stored by raw value.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case injury
        case contract
        case award
        case champions
        case promotion
        case relegation
        case retirement
        case academy
        /// A silly event somewhere in the pyramid.
        case pyramid
        /// The board's warning, the sack, a job offer.
        case board
        /// A bid for one of the user's players, or a move he made.
        case transfer
        /// The cup: the user's tie, his next draw, the final.
        case cup
    }

    /// The most messages a career keeps: posting more lets the oldest go, so an inbox never grows without end.
    public static let keptCount = 2_000

    public let id: Int
    public let date: GameDate
    public let kind: Kind
    public let subject: String
    public let body: String
    public let isRead: Bool
    /// The player and the club the message concerns, when it concerns one.
    public let playerId: String?
    public let teamId: String?

    public init(id: Int, date: GameDate, kind: Kind, subject: String, body: String, isRead: Bool,
                playerId: String? = nil, teamId: String? = nil) {
        self.id = id
        self.date = date
        self.kind = kind
        self.subject = subject
        self.body = body
        self.isRead = isRead
        self.playerId = playerId
        self.teamId = teamId
    }
}
