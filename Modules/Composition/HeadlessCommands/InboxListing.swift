import DataManaging

/// `inbox --json`: the unread count, how many messages the listing draws from and where this page starts, and the
/// messages of the page, newest first.
struct InboxListing: Codable, Equatable {
    struct Message: Codable, Equatable {
        let id: Int
        let date: String
        let kind: String
        let subject: String
        let body: String
        let read: Bool
        let playerId: String?
        let teamId: String?
    }

    let unread: Int
    let total: Int
    let offset: Int
    let messages: [Message]

    init(_ page: InboxPage) {
        unread = page.unread
        total = page.total
        offset = page.offset
        messages = page.messages.map {
            Message(id: $0.id, date: $0.date.description, kind: $0.kind.rawValue, subject: $0.subject, body: $0.body,
                    read: $0.isRead, playerId: $0.playerId, teamId: $0.teamId)
        }
    }
}
