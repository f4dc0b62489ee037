import DataManaging
import GameModels

/// An inbox message between its client model and its row. A posted message has no id until it is stored.
package enum InboxMessageTransformer {
    package static func record(from draft: InboxDraft) -> InboxMessageRecord {
        InboxMessageRecord(id: nil, date: draft.date.description, kind: draft.kind.rawValue, subject: draft.subject,
                           body: draft.body, read: false, playerId: draft.playerId, teamId: draft.teamId)
    }

    package static func model(from record: InboxMessageRecord) throws(StoredValueError) -> InboxMessage {
        guard let id = record.id else { throw StoredValueError(message: "an inbox_message row has no id") }
        guard let date = GameDate(iso: record.date) else {
            throw StoredValueError(message: "inbox_message \(id) date '\(record.date)' is not a date")
        }
        guard let kind = InboxMessage.Kind(rawValue: record.kind) else {
            throw StoredValueError(message: "inbox_message \(id) kind '\(record.kind)' is not a message kind")
        }
        return InboxMessage(id: Int(id), date: date, kind: kind, subject: record.subject, body: record.body,
                            isRead: record.read, playerId: record.playerId, teamId: record.teamId)
    }
}
