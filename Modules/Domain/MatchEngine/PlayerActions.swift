/// What one player did in a match beyond the record (goals, assists, cards), as the tally counted it: the
/// rating weighs it.
struct PlayerActions: Sendable, Equatable {
    /// Shots that did not go in but made the keeper save.
    var shotsSaved = 0
    /// Shots blocked or off target.
    var shotsWasted = 0
    /// Shots the player stopped: a keeper's saves, a defender's blocks.
    var stops = 0
    var fouls = 0
    var offsides = 0
}

/// Every player's actions in a match, by side and sheet number: both sides in one flat array (home first), so
/// counting a moment touches one buffer.
struct PlayerActionsTable: Sendable {
    private var storage: [PlayerActions]
    private let awayStart: Int

    /// `squads`: how many players each side's sheet holds, home first.
    init(squads: [Int]) {
        awayStart = squads.first ?? 0
        storage = Array(repeating: PlayerActions(), count: squads.reduce(0, +))
    }

    subscript(side: Int, number: Int) -> PlayerActions {
        get { storage[(side == 0 ? 0 : awayStart) + number] }
        set { storage[(side == 0 ? 0 : awayStart) + number] = newValue }
    }
}
