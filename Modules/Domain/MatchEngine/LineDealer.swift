import GameModels

/// Deals the commentator's lines for one match: one bag per kind, so no line is told twice in a match,
/// and only lines that fit the moment — the finish of the attack told, and a second player only when
/// there is one.
struct LineDealer: Sendable {
    private var bags: [LineBag]

    init(using rng: inout SeededRandomNumberGenerator) {
        bags = CommentaryBank.all.map { LineBag(count: $0.count, using: &rng) }
    }

    /// Whether an untold line of `kind` fits.
    func has(_ kind: CommentaryKind, finish: Finish = [], other: Bool) -> Bool {
        let lines = CommentaryBank.all[kind.rawValue]
        return bags[kind.rawValue].contains { Self.fits(lines[$0], finish: finish, other: other) }
    }

    /// An untold line of `kind` that fits, or nil when the match has used them all.
    mutating func deal(_ kind: CommentaryKind, finish: Finish = [], other: Bool) -> CommentaryLine? {
        let lines = CommentaryBank.all[kind.rawValue]
        return bags[kind.rawValue].draw { Self.fits(lines[$0], finish: finish, other: other) }.map { lines[$0] }
    }

    /// Starts the kind's lines afresh. Only for the core's events, which must always be told: a match with
    /// more of them than the bank has lines (never seen in testing) hears lines again, in a new order.
    mutating func refill(_ kind: CommentaryKind, using rng: inout SeededRandomNumberGenerator) {
        bags[kind.rawValue] = LineBag(count: CommentaryBank.all[kind.rawValue].count, using: &rng)
    }

    private static func fits(_ line: CommentaryLine, finish: Finish, other: Bool) -> Bool {
        line.fits.isSuperset(of: finish) && (other || !line.namesOther)
    }
}
