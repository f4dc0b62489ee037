import DataManaging
import GRDB
import Persistence

/// The one way anything posts to the user's inbox (Modules/DECISIONS.md 23): inside the caller's write
/// transaction, so a message exists exactly when what it reports was stored, and a rolled-back match day,
/// season end, bid or payment leaves no message behind. The oldest go once the inbox holds
/// `InboxMessage.keptCount`.
enum InboxPoster {
    static func post(_ drafts: [InboxDraft], in db: Database) throws {
        guard !drafts.isEmpty else { return }
        for draft in drafts {
            try InboxStore.insert(InboxMessageTransformer.record(from: draft), in: db)
        }
        try InboxStore.prune(keeping: InboxMessage.keptCount, in: db)
    }
}
