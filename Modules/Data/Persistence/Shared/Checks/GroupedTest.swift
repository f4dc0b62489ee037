/// A condition SQL functions test on many columns of a row in one call (`ContentCheckFunctions`): a table's columns
/// that share one are tested together, where a condition a column made SQLite compile and run an expression for each
/// (compiling them was most of a small career's first check, issue #38).
package enum GroupedTest: Hashable, Sendable {
    /// `integers_within`: an integer in the range, or NULL when `nullable`.
    case integers(ClosedRange<Int>, nullable: Bool)
    /// `stored_as`: a value of one of these storage classes.
    case stored(StorageClasses)

    /// The call testing `columns`.
    func call(on columns: [String]) -> String {
        let list = columns.joined(separator: ", ")
        return switch self {
        case .integers(let range, let nullable):
            "integers_within(\(nullable ? 1 : 0), \(range.lowerBound), \(range.upperBound), \(list))"
        case .stored(let classes): "stored_as(\(classes.rawValue), \(list))"
        }
    }

    /// Whether every value this test passes also passes `other`: a storage-class test is then redundant.
    func implies(_ other: GroupedTest) -> Bool {
        switch (self, other) {
        case (.integers(_, let nullable), .stored(let classes)):
            classes.contains(.integer) && (!nullable || classes.contains(.null))
        default: self == other
        }
    }
}

/// SQLite's storage classes as bits: bit `type − 1` for `sqlite3_value_type`'s `type` (1 integer … 5 NULL).
package struct StorageClasses: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    static let integer = Self(rawValue: 1)
    static let real = Self(rawValue: 2)
    static let text = Self(rawValue: 4)
    static let blob = Self(rawValue: 8)
    static let null = Self(rawValue: 16)
}
