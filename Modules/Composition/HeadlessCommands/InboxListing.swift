import DataManaging

/// `inbox --json`: the unread count and the messages listed, newest first.
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
    let messages: [Message]

    init(unread: Int, messages: [InboxMessage]) {
        self.unread = unread
        self.messages = messages.map {
            Message(id: $0.id, date: $0.date.description, kind: $0.kind.rawValue, subject: $0.subject, body: $0.body,
                    read: $0.isRead, playerId: $0.playerId, teamId: $0.teamId)
        }
    }
}
