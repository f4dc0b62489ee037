import GameModels

/// Why a change the manager asks for cannot be made at that moment of the match.
public enum MatchChangeRefusal: Error, Sendable, Hashable {
    case matchOver
    /// Changes are made in the order of the match: not before one already made.
    case beforeEarlierChange
    case assistantInCharge
    case notOnPitch(playerId: String)
    case notOnBench(playerId: String)
    case noSubstitutionsLeft
    case noStopsLeft
    case alreadyFormation(Formation)
    case alreadyInstruction(TeamInstruction)

    /// The reason in football terms; `name` gives a player's name by id.
    public func message(name: (String) -> String) -> String {
        switch self {
        case .matchOver: "The match is over."
        case .beforeEarlierChange: "A change can't be made before one already made."
        case .assistantInCharge: "The assistant is managing the rest of the match."
        case .notOnPitch(let id): "\(name(id)) is not on the pitch."
        case .notOnBench(let id): "\(name(id)) is not on the bench (or has already played)."
        case .noSubstitutionsLeft: "All \(SubstitutionRule.maxSubstitutions) substitutions are made."
        case .noStopsLeft:
            "Substitutions only at half time now: all \(SubstitutionRule.maxStops) stops of play are used."
        case .alreadyFormation(let formation): "The side already plays \(formation.rawValue)."
        case .alreadyInstruction(let instruction): "The side is already told: \(instruction.label)."
        }
    }
}
