import GameModels

/// The line a starter plays in. A player may stand in a line other than his natural position, at a discount.
enum PitchLine: Int, CaseIterable, Sendable {
    case keeper, defence, midfield, attack

    /// `allCases` builds a new array on every call; this one is built once.
    static let all = allCases

    init(_ position: Position) {
        switch position {
        case .goalkeeper: self = .keeper
        case .defender: self = .defence
        case .midfielder: self = .midfield
        case .forward: self = .attack
        }
    }

    var position: Position {
        switch self {
        case .keeper: .goalkeeper
        case .defence: .defender
        case .midfield: .midfielder
        case .attack: .forward
        }
    }
}
