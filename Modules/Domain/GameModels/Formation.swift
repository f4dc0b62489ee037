/// How the ten outfield starters line up; the raw value is the label shown to the user.
public enum Formation: String, CaseIterable, Sendable, Hashable, Codable {
    case fourFourTwo = "4-4-2"
    case fourThreeThree = "4-3-3"
    case fourFiveOne = "4-5-1"
    case threeFiveTwo = "3-5-2"
    case fiveThreeTwo = "5-3-2"

    /// Outfield starters per line: defenders, midfielders, forwards (always ten in all).
    public var lines: (defenders: Int, midfielders: Int, forwards: Int) {
        switch self {
        case .fourFourTwo: (4, 4, 2)
        case .fourThreeThree: (4, 3, 3)
        case .fourFiveOne: (4, 5, 1)
        case .threeFiveTwo: (3, 5, 2)
        case .fiveThreeTwo: (5, 3, 2)
        }
    }

    /// How many starters of `position` the formation asks for.
    public func slots(for position: Position) -> Int {
        switch position {
        case .goalkeeper: 1
        case .defender: lines.defenders
        case .midfielder: lines.midfielders
        case .forward: lines.forwards
        }
    }
}
