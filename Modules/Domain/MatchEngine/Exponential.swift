/// e^x without libm, so the Domain needs no Foundation. Range reduction to |r| ≤ ln2/2 and a Taylor
/// series keep the relative error near 1e-15 for the small arguments the strength model uses.
enum Exponential {
    private static let ln2 = 0.693_147_180_559_945_3

    static func exp(_ x: Double) -> Double {
        let halvings = (x / ln2).rounded()
        let r = x - halvings * ln2
        var term = 1.0
        var sum = 1.0
        for n in 1...14 {
            term *= r / Double(n)
            sum += term
        }
        return sum * Double(sign: .plus, exponent: Int(halvings), significand: 1)
    }
}
