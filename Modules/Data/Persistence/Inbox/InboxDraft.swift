import DataManaging
import GameModels

/// A message about to be posted to the inbox: everything but its id and read state.
package struct InboxDraft: Equatable {
    package let date: GameDate
    package let kind: InboxMessage.Kind
    package let subject: String
    package let body: String
    package var playerId: String?
    package var teamId: String?

    package init(date: GameDate, kind: InboxMessage.Kind, subject: String, body: String, playerId: String? = nil,
                 teamId: String? = nil) {
        self.date = date
        self.kind = kind
        self.subject = subject
        self.body = body
        self.playerId = playerId
        self.teamId = teamId
    }
}
