import GameModels

/// The managed side as it stands at a minute of the match: who is on the pitch and how fresh, who is left
/// on the bench, the changes the laws still allow, and what the assistant would do.
public struct MatchSituation: Sendable, Hashable {
    public struct OnPitch: Sendable, Hashable {
        public let playerId: String
        /// The line he plays in now.
        public let line: Position
        /// Condition now, 0–100: kick-off fitness less what the minutes on the pitch took.
        public let condition: Int
        public let booked: Bool
    }

    /// The assistant's advice, and why.
    public struct Suggestion: Sendable, Hashable {
        public enum Reason: Sendable, Hashable {
            case injured(playerId: String)
            case tiring(playerId: String, condition: Int)
            /// A man sent off has left `line` short of what the formation asks: a forward makes way for a
            /// substitute of that line.
            case shortOf(line: Position)
        }

        public let change: MatchChange
        public let reason: Reason
    }

    /// A player is tiring below this condition, and the assistant says so.
    public static let tiringBelow = 62

    public let minute: Int
    public let homeGoals: Int
    public let awayGoals: Int
    public let formation: Formation
    public let instruction: TeamInstruction
    public let onPitch: [OnPitch]
    /// Substitutes who may still come on.
    public let bench: [String]
    /// Injured players whose place is empty until a substitute fills it.
    public let emptyPlaces: [String]
    public let substitutionsLeft: Int
    /// Stops of play left for substitutions (half time is free).
    public let stopsLeft: Int
    public let assistantInCharge: Bool
    public let suggestion: Suggestion?
    /// The minute of the last change made, if any.
    let lastChangeMinute: Int?
    /// Minutes at which stops for substitutions were used: another change at one of them is free.
    let stopMinutes: Set<Int>
    /// Both sides' numbers up to the minute, home first.
    public let stats: MatchStats
    /// The last minute a change can be made in: 119 once a tie has gone to extra time, else 89.
    public let lastMinute: Int

    /// Why `change` (at this minute) cannot be made; nil when it can.
    public func refusal(of change: MatchChange) -> MatchChangeRefusal? {
        if change.minute > lastMinute { return .matchOver }
        if let lastChangeMinute, change.minute < lastChangeMinute { return .beforeEarlierChange }
        if assistantInCharge { return .assistantInCharge }
        switch change.kind {
        case .substitution(let off, let on):
            if !onPitch.contains(where: { $0.playerId == off }) && !emptyPlaces.contains(off) {
                return .notOnPitch(playerId: off)
            }
            if !bench.contains(on) { return .notOnBench(playerId: on) }
            if substitutionsLeft == 0 { return .noSubstitutionsLeft }
            let freeStop = change.minute == SubstitutionRule.halfTimeMinute || stopMinutes.contains(change.minute)
            if !freeStop, stopsLeft == 0 { return .noStopsLeft }
            return nil
        case .formation(let newFormation):
            return newFormation == formation ? .alreadyFormation(formation) : nil
        case .instruction(let newInstruction):
            return newInstruction == instruction ? .alreadyInstruction(instruction) : nil
        case .assistantTakesOver:
            return nil
        }
    }
}
