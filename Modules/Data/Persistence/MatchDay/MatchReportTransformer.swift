import GameModels

/// A match report and the rows it is stored as: the played `match` row (the score), its events in order
/// and its performances.
enum MatchReportTransformer {
    static func eventRecords(from model: MatchReport) -> [MatchEventRecord] {
        model.events.enumerated().map { index, event in
            MatchEventTransformer.record(from: event, matchId: model.matchId, sequence: index + 1)
        }
    }

    static func performanceRecords(from model: MatchReport) -> [PlayerMatchRecord] {
        model.performances.map { PerformanceTransformer.record(from: $0, matchId: model.matchId) }
    }

    /// The report of a played match; events are taken in `sequence` order.
    package static func model(from match: MatchRecord, events: [MatchEventRecord],
                      performances: [PlayerMatchRecord]) throws(StoredValueError) -> MatchReport {
        guard let homeGoals = match.homeGoals, let awayGoals = match.awayGoals else {
            throw StoredValueError(message: "match \(match.id) has no result")
        }
        var modelEvents: [MatchEvent] = []
        for record in events.sorted(by: { $0.sequence < $1.sequence }) {
            modelEvents.append(try MatchEventTransformer.model(from: record))
        }
        return MatchReport(matchId: match.id, homeTeamId: match.homeTeamId, awayTeamId: match.awayTeamId,
                           homeGoals: homeGoals, awayGoals: awayGoals, events: modelEvents,
                           performances: performances.map(PerformanceTransformer.model(from:)))
    }
}
