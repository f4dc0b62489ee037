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
