import GameModels

/// A match event and its row; the row adds the match and the event's place in it, which the model
/// leaves to the report holding it.
enum MatchEventTransformer {
    package static func record(from model: MatchEvent, matchId: String, sequence: Int) -> MatchEventRecord {
        MatchEventRecord(matchId: matchId, sequence: sequence, minute: model.minute, kind: model.kind.rawValue,
                         teamId: model.teamId, playerId: model.playerId, otherPlayerId: model.otherPlayerId,
                         commentary: model.commentary)
    }

    package static func model(from record: MatchEventRecord) throws(StoredValueError) -> MatchEvent {
        guard let kind = MatchEvent.Kind(rawValue: record.kind) else {
            throw StoredValueError(
                message: "event \(record.sequence) of match \(record.matchId) has an unknown kind '\(record.kind)'")
        }
        return MatchEvent(minute: record.minute, kind: kind, teamId: record.teamId, playerId: record.playerId,
                          otherPlayerId: record.otherPlayerId, commentary: record.commentary)
    }
}
