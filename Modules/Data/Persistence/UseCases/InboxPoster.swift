import GRDB

/// The one way anything posts to the user's inbox (Modules/DECISIONS.md 23): inside the caller's write
/// transaction, so a message exists exactly when what it reports was stored, and a rolled-back match day,
/// season end, bid or payment leaves no message behind.
enum InboxPoster {
    static func post(_ drafts: [InboxDraft], in db: Database) throws {
        for draft in drafts {
            try InboxStore.insert(InboxMessageTransformer.record(from: draft), in: db)
        }
    }
}
