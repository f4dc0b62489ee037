/// The names a match's commentary and report give its players, so two namesakes (on either side) are
/// never mistaken for each other: the surname alone when nobody else in the two squads shares it, else
/// the first initial ("A. Puddle"), else — when the initial is shared too — the first name ("Virgil Puddle").
public struct MatchNames: Sendable, Hashable {
    private let names: [String: String]

    /// `squads`: every player who could take part, both sides together; a player listed twice counts once.
    public init(squads: [Player]) {
        var players: [String: Player] = [:]
        for player in squads where players[player.id] == nil { players[player.id] = player }
        let namesakes = Dictionary(grouping: players.values, by: \.lastName)
        names = players.mapValues { player in
            let others = (namesakes[player.lastName] ?? []).filter { $0.id != player.id }
            guard let initial = player.firstName.first, !others.isEmpty else { return player.lastName }
            let initialShared = others.contains { $0.firstName.first == initial }
            return initialShared ? player.fullName : "\(initial). \(player.lastName)"
        }
    }

    /// The player's name in this match; a player outside the squads goes by his surname.
    public func name(of player: Player) -> String {
        names[player.id] ?? player.lastName
    }

    /// The name of the player with this id, or nil for an id outside the squads.
    public func name(ofId id: String) -> String? {
        names[id]
    }
}
