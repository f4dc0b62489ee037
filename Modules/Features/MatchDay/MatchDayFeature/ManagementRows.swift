import MatchEngine

/// The management panel's rows in the order they are listed: the players on the pitch, the empty places
/// of injured players, then the substitutes. The interactor (what Enter picks) and the transform (what
/// the rows show) share them.
enum ManagementRows {
    enum Kind: Sendable, Hashable {
        case onPitch, emptyPlace, bench

        /// A player who can be taken off (or whose empty place can be filled).
        var isLeaving: Bool { self != .bench }
    }

    struct Row: Sendable, Hashable {
        let playerId: String
        let kind: Kind
    }

    static func rows(in situation: MatchSituation) -> [Row] {
        situation.onPitch.map { Row(playerId: $0.playerId, kind: .onPitch) }
            + situation.emptyPlaces.map { Row(playerId: $0, kind: .emptyPlace) }
            + situation.bench.map { Row(playerId: $0, kind: .bench) }
    }
}
