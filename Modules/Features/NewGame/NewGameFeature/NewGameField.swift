/// The stops of the form, in focus order.
public enum NewGameField: Sendable, Hashable, CaseIterable {
    case firstName, lastName, club, worldSeed, startCareer

    /// The label on screen, also the field name in validation messages.
    public var label: String {
        switch self {
        case .firstName: "First name"
        case .lastName: "Last name"
        case .club: "Club"
        case .worldSeed: "World seed"
        case .startCareer: "Start career"
        }
    }

    /// The fields typed into: the names and the world seed.
    public var isText: Bool { self == .firstName || self == .lastName || self == .worldSeed }
}
