/// What a figure must stay within: a multiple of its baseline, or an absolute amount in its own unit.
enum Target: Sendable, Equatable {
    case ratioAtMost(Double)
    case valueAtMost(Double)

    func isMet(value: Double, ratio: Double?) -> Bool? {
        switch self {
        case .ratioAtMost(let limit): ratio.map { $0 <= limit }
        case .valueAtMost(let limit): value <= limit
        }
    }

    /// `ratio` or `value`: what `limit` bounds.
    var bounds: String {
        switch self {
        case .ratioAtMost: "ratio"
        case .valueAtMost: "value"
        }
    }

    var limit: Double {
        switch self {
        case .ratioAtMost(let limit), .valueAtMost(let limit): limit
        }
    }
}
