/// A match rating as every screen and listing prints it: one decimal, rounded half up ("7.4").
public enum RatingText {
    public static func oneDecimal(_ rating: Double) -> String {
        let value = tenths(rating)
        return "\(value / 10).\(value % 10)"
    }

    /// A rating in tenths as shown, so ratings shown alike compare equal.
    public static func tenths(_ rating: Double) -> Int { Int((max(0, rating) * 10).rounded()) }
}
