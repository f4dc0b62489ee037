/// What a figure must stay within: a multiple of its baseline (at most, or for a rate at least), or an absolute
/// amount in its own unit.
enum Target: Sendable, Equatable {
    case ratioAtMost(Double)
    /// For a rate set beside a faster one (the engine beside a bare sampler): the share it must reach.
    case ratioAtLeast(Double)
    case valueAtMost(Double)

    func isMet(value: Double, ratio: Double?) -> Bool? {
        switch self {
        case .ratioAtMost(let limit): ratio.map { $0 <= limit }
        case .ratioAtLeast(let limit): ratio.map { $0 >= limit }
        case .valueAtMost(let limit): value <= limit
        }
    }

    /// `ratio` or `value`: what `limit` bounds.
    var bounds: String {
        switch self {
        case .ratioAtMost, .ratioAtLeast: "ratio"
        case .valueAtMost: "value"
        }
    }

    var limit: Double {
        switch self {
        case .ratioAtMost(let limit), .ratioAtLeast(let limit), .valueAtMost(let limit): limit
        }
    }

    /// Whether `limit` is the least the figure may be, not the most.
    var isFloor: Bool {
        if case .ratioAtLeast = self { true } else { false }
    }
}
