/// Growth curves as whole-number powers, so the Domain needs no libm (as GameModels' sampling).
enum Powers {
    /// `base` raised to `exponent`; a negative exponent divides.
    static func power(_ base: Double, _ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(exponent) { result *= base }
        return exponent < 0 ? 1 / result : result
    }
}
