import DataManaging

/// `inbox`'s work, apart from argument parsing so tests can call it.
struct HeadlessInbox {
    let inbox: any InboxDataManaging

    /// Each message as a line (`*` when unread, its id, date, kind and subject) over its body, indented.
    func inbox(careerId: String, json: Bool, unreadOnly: Bool) async throws -> String {
        let all = try await CommandFailure.reporting { try await inbox.inboxMessages(careerId: careerId) }
        let unread = all.count { !$0.isRead }
        let shown = unreadOnly ? all.filter { !$0.isRead } : all
        if json { return try HeadlessJSON.encode(InboxListing(unread: unread, messages: shown)) }
        guard !shown.isEmpty else { return unreadOnly ? "No unread messages." : "No messages yet." }
        let lines = ["\(unread) unread of \(all.count) messages"] + shown.flatMap { message in
            let mark = message.isRead ? " " : "*"
            return ["\(mark) #\(message.id)  \(message.date)  \(message.kind.rawValue)  \(message.subject)",
                    "    \(message.body)"]
        }
        return lines.joined(separator: "\n")
    }
}
