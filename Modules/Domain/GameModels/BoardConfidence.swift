/// The scale of a board's confidence in its coach: 0–100 on the screens, held in tenths
/// (`BoardState.confidenceTenths`) so that a season's fractional moves add up exactly.
public enum BoardConfidence {
    public static let range = 0...100
    public static let tenthsRange = range.lowerBound * 10...range.upperBound * 10
}
