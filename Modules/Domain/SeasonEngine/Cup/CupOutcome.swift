import Economy
import GameModels

/// What the cup did in a week, for the caller to store or keep.
public struct CupOutcome: Sendable {
    public let round: Int
    public let rounds: Int
    /// Today's ties with their results.
    public let played: [CupTie]
    /// The next round's ties, drawn once today's were played; empty after the final.
    public let drawn: [CupTie]
    /// The ties' reports and the conditions they changed.
    public let day: MatchDayResult
    /// Each club's prize and share of the gate, by club id (also in the week's money).
    public let money: [String: [MoneyMovement]]
}
