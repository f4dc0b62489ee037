/// Amounts as a club would quote them.
public enum MoneyRounding {
    /// Two significant figures (£1,300, £240,000, £17,000,000), never below `minimum`.
    public static func quoted(_ amount: Double, minimum: Int) -> Int {
        var unit = 1.0
        while amount >= unit * 100 { unit *= 10 }
        return max(minimum, Int((amount / unit).rounded()) * Int(unit))
    }

    /// To the nearest ten pounds, as wages are paid.
    public static func tens(_ amount: Double) -> Int {
        Int((amount / 10).rounded()) * 10
    }
}
