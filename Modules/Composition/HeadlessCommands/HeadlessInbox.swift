import DataManaging

/// `inbox`'s work, apart from argument parsing so tests can call it.
struct HeadlessInbox {
    /// Messages listed when no `--limit` is given.
    static let defaultLimit = 50

    let inbox: any InboxDataManaging

    /// One page of messages, each as a line (`*` when unread, its id, date, kind and subject) over its body,
    /// indented, and a last line saying how to list the next page when there is one.
    func inbox(careerId: String, json: Bool, filter: InboxFilter = .all, offset: Int = 0,
               limit: Int = defaultLimit) async throws -> String {
        let page = try await CommandFailure.reporting {
            try await inbox.inboxPage(careerId: careerId, filter: filter, offset: offset, limit: limit)
        }
        let unreadOnly = filter.unreadOnly
        if json { return try HeadlessJSON.encode(InboxListing(page)) }
        guard page.total > 0 else { return unreadOnly ? "No unread messages." : "No messages yet." }
        let of = unreadOnly ? "\(page.total) unread message\(page.total == 1 ? "" : "s")"
            : "\(page.unread) unread of \(page.total) message\(page.total == 1 ? "" : "s")"
        let range = page.messages.isEmpty ? "none from \(offset + 1)"
            : "\(offset + 1)–\(offset + page.messages.count)"
        let heading = page.messages.count == page.total ? of : "\(of), listing \(range)"
        var lines = [heading] + page.messages.flatMap { message in
            let mark = message.isRead ? " " : "*"
            return ["\(mark) #\(message.id)  \(message.date)  \(message.kind.rawValue)  \(message.subject)",
                    "    \(message.body)"]
        }
        let next = offset + page.messages.count
        if !page.messages.isEmpty, next < page.total {
            lines.append("\(page.total - next) more: --offset \(next)")
        }
        return lines.joined(separator: "\n")
    }
}
