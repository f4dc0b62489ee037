import DataManaging
import GameModels

/// A message about to be posted to the inbox: everything but its id and read state.
struct InboxDraft: Equatable {
    let date: GameDate
    let kind: InboxMessage.Kind
    let subject: String
    let body: String
    var playerId: String?
    var teamId: String?
}
