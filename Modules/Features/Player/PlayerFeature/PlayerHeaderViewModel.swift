/// Who the player is and where he plays, already formatted.
public struct PlayerHeaderViewModel: Equatable, Sendable {
    public var name: String
    /// e.g. "Midfielder (MF)".
    public var position: String
    public var age: String
    /// e.g. "Crumpet Rovers · The Custard Premiership", or "Free agent".
    public var club: String

    public init(name: String, position: String, age: String, club: String) {
        self.name = name
        self.position = position
        self.age = age
        self.club = club
    }
}
