import GameModels

/// One side of a match as the engine sees it: the club, its squad in its current condition and the
/// line-up it chose. The squad includes the bench, which substitutions draw from.
public struct MatchSide: Sendable, Hashable {
    public let teamId: String
    /// The club's name as commentary uses it.
    public let name: String
    public let squad: [Player]
    public let lineUp: LineUp

    public init(teamId: String, name: String, squad: [Player], lineUp: LineUp) {
        self.teamId = teamId
        self.name = name
        self.squad = squad
        self.lineUp = lineUp
    }
}
