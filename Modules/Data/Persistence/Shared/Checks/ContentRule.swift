import GameModels

/// What the values of one table must satisfy for the game to read them, as SQL conditions: the whole
/// table is checked in one pass, and the first row that breaks a condition names itself.
package struct ContentRule: Sendable {
    /// One column's condition: SQL that is 1 for an acceptable value, and how to say what was expected.
    package struct Condition: Sendable {
        package let column: String
        package let sql: String
        package let expectation: String
        /// Set when `sql` says exactly what a `GroupedTest` tests: such columns of a table are tested together, one
        /// call a row for each test.
        let grouped: GroupedTest?
        /// What a file must hold to be opened or imported, where that is narrower than what a write may store (nil:
        /// the same): a value a season can add to stays far enough from its limit that a checked career can always
        /// play a whole season (issue #38).
        let accepted: (@Sendable () -> Condition)?

        package init(column: String, sql: String, expectation: String, grouped: GroupedTest? = nil,
                     accepted: (@Sendable () -> Condition)? = nil) {
            self.column = column
            self.sql = sql
            self.expectation = expectation
            self.grouped = grouped
            self.accepted = accepted
        }

        /// This condition, with what a file must hold to be opened being `accepted`.
        func accepting(_ accepted: @escaping @Sendable () -> Condition) -> Condition {
            Condition(column: column, sql: sql, expectation: expectation, grouped: grouped, accepted: accepted)
        }
    }

    package let table: String
    /// The columns that name a row in a refusal (its primary key).
    package let key: [String]
    package let conditions: [Condition]

    /// The rule a file must meet to be opened or imported: each condition's accepted twin where it has one.
    var accepting: ContentRule {
        ContentRule(table: table, key: key, conditions: conditions.map { $0.accepted?() ?? $0 })
    }

    /// The first offending row: its key, the index of its first failing condition, and that value, quoted.
    var offenderQuery: String { offenderQuery(among: nil) }

    /// The first offending row among those `scope` (SQL, nil: every row) selects.
    func offenderQuery(among scope: String?) -> String {
        let cases = conditions.enumerated().map { "WHEN NOT \(wrapped($1.sql)) THEN \($0)" }.joined(separator: " ")
        let values = conditions.map { "quote(\($0.column))" }.joined(separator: ", ")
        let keys = key.map { "quote(\($0))" }.joined(separator: " || '/' || ")
        let all = passing
        // The scope first: SQLite tests the terms in order, and most rows of a scoped check are out of it.
        let scoped = scope.map { "(\($0)) AND " } ?? ""
        return "SELECT \(keys), CASE \(cases) END, \(values) FROM \(table) WHERE \(scoped)NOT (\(all)) LIMIT 1"
    }

    /// Whether any row among those `scope` selects breaks a condition: the same test as `offenderQuery` without naming
    /// the row, a third of its SQL. Compiling the statements was most of a small career's first check (issue #38's
    /// fuzzer profile): a file that passes, the common case, only compiles these.
    func breachQuery(among scope: String?) -> String {
        let scoped = scope.map { "(\($0)) AND " } ?? ""
        return "SELECT 1 FROM \(table) WHERE \(scoped)NOT (\(passing)) LIMIT 1"
    }

    /// Every condition at once, for finding the offending row: the columns of one grouped test share one call.
    /// Only that row's conditions are then taken one by one, to name the first it breaks.
    private var passing: String {
        var tests: [GroupedTest] = []
        var columns: [GroupedTest: [String]] = [:]
        var others: [String] = []
        for condition in conditions {
            guard let test = condition.grouped else {
                others.append(wrapped(condition.sql))
                continue
            }
            if columns[test] == nil { tests.append(test) }
            columns[test, default: []].append(condition.column)
        }
        return (tests.map { $0.call(on: columns[$0, default: []]) } + others).joined(separator: " AND ")
    }

    /// NULL compares as unknown, which `NOT` would pass: it counts as a failure.
    private func wrapped(_ sql: String) -> String {
        "coalesce((\(sql)), 0)"
    }
}

package extension ContentRule.Condition {
    /// An integer in `range`; a file must hold it `headroom` inside the range's ends (a negative lower end, a debt,
    /// moves too): room for what a season adds.
    static func integer(_ column: String, _ range: ClosedRange<Int>, headroom: Int = 0) -> Self {
        let plain = Self(column: column,
                         sql: "typeof(\(column)) = 'integer' AND \(column) BETWEEN \(range.lowerBound) AND \(range.upperBound)",
                         expectation: "an integer in \(range.lowerBound)…\(range.upperBound)",
                         grouped: .integers(range, nullable: false))
        guard headroom > 0 else { return plain }
        return plain.accepting { integer(column, narrowed(range, by: headroom)) }
    }

    static func optionalInteger(_ column: String, _ range: ClosedRange<Int>, headroom: Int = 0) -> Self {
        let plain = integer(column, range)
        let optional = Self(column: column, sql: "\(column) IS NULL OR (\(plain.sql))",
                            expectation: plain.expectation + " or none",
                            grouped: .integers(range, nullable: true))
        guard headroom > 0 else { return optional }
        return optional.accepting { optionalInteger(column, narrowed(range, by: headroom)) }
    }

    static func real(_ column: String, _ range: ClosedRange<Double>, headroom: Double = 0) -> Self {
        let plain = Self(column: column,
                         sql: "typeof(\(column)) IN ('integer', 'real') AND \(column) BETWEEN \(range.lowerBound) AND \(range.upperBound)",
                         expectation: "a number in \(range.lowerBound)…\(range.upperBound)")
        guard headroom > 0 else { return plain }
        return plain.accepting { real(column, range.lowerBound...(range.upperBound - headroom)) }
    }

    private static func narrowed(_ range: ClosedRange<Int>, by headroom: Int) -> ClosedRange<Int> {
        (range.lowerBound < 0 ? range.lowerBound + headroom : range.lowerBound)...(range.upperBound - headroom)
    }

    static func boolean(_ column: String) -> Self {
        Self(column: column, sql: "typeof(\(column)) = 'integer' AND \(column) IN (0, 1)", expectation: "0 or 1",
             grouped: .integers(0...1, nullable: false))
    }

    static func oneOf(_ column: String, _ values: [String]) -> Self {
        let list = values.map { "'\($0)'" }.joined(separator: ", ")
        return Self(column: column, sql: "typeof(\(column)) = 'text' AND \(column) IN (\(list))",
                    expectation: "one of \(values.joined(separator: ", "))")
    }

    /// Text the game prints: at most `maximumLength` characters, none of them one `PrintableText` keeps from a
    /// terminal (an escape sequence, a right-to-left override or a zero-width space; `printable` in `ContentCheckFunctions`).
    static func name(_ column: String, maximumLength: Int) -> Self {
        Self(column: column,
             sql: "typeof(\(column)) = 'text' AND length(\(column)) <= \(maximumLength) AND printable(\(column))",
             expectation: "printable text of at most \(maximumLength) characters")
    }

    /// A row's own id, which every reference to it repeats and listings print (`transfers` shows player ids).
    static func identifier(_ column: String) -> Self {
        let text = name(column, maximumLength: 64)
        return Self(column: column, sql: text.sql + " AND length(\(column)) > 0", expectation: "an id of printable text of 1…64 characters")
    }

    /// Valid JSON whose top level is `type` (`array`, `object`): what the game decodes from the column.
    static func json(_ column: String, of type: String) -> Self {
        Self(column: column,
             sql: "CASE WHEN typeof(\(column)) = 'text' AND json_valid(\(column)) THEN json_type(\(column)) = '\(type)' ELSE 0 END",
             expectation: "JSON holding an \(type)")
    }

    /// A `LineUp` as JSON in a formation the game knows, naming eleven different available players of the user's
    /// club to start, exactly one of them a goalkeeper, and at most seven others of them on the bench: what
    /// `LineUpRule` asks of a kick-off. A match resumed with any other side could never be finished.
    static func userLineUp(_ column: String) -> Self {
        let squad = "SELECT id FROM player WHERE teamId = (SELECT userTeamId FROM career)"
            + " AND injuryMatchDays = 0 AND suspensionMatchDays = 0"
        let members = { (part: String) in
            "(SELECT COUNT(DISTINCT value) FROM json_each(\(column), '$.\(part)') WHERE value IN (\(squad)))"
        }
        let keepers = "(SELECT COUNT(*) FROM json_each(\(column), '$.starters') WHERE value IN"
            + " (SELECT id FROM player WHERE position = '\(Position.goalkeeper.rawValue)'))"
        let formations = Formation.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        let shape = "json_type(\(column), '$.starters') = 'array' AND json_type(\(column), '$.bench') = 'array'"
        let sides = "json_extract(\(column), '$.formation') IN (\(formations))"
            + " AND json_array_length(\(column), '$.starters') = \(LineUp.startersCount)"
            + " AND json_array_length(\(column), '$.bench') <= \(LineUp.benchSize)"
            + " AND \(members("starters")) = \(LineUp.startersCount)"
            + " AND \(members("bench")) = json_array_length(\(column), '$.bench')"
            + " AND NOT EXISTS (SELECT 1 FROM json_each(\(column), '$.bench') AS b"
            + " JOIN json_each(\(column), '$.starters') AS s ON b.value = s.value)"
            + " AND \(keepers) = 1"
        // Nested cases, so nothing reads JSON that is not valid, or parts that are not lists.
        return Self(column: column,
                    sql: "CASE WHEN typeof(\(column)) = 'text' AND json_valid(\(column)) THEN"
                        + " CASE WHEN \(shape) THEN \(sides) ELSE 0 END ELSE 0 END",
                    expectation: "a known formation, eleven different available players of the user's club, one of "
                        + "them a goalkeeper, and a bench of at most seven others")
    }

    /// An ISO date (`YYYY-MM-DD`) that exists on the calendar, with a four-digit year; with `latestYear`, a file must
    /// hold one no later than that year's end (the calendar moves on with every season).
    static func date(_ column: String, latestYear: Int? = nil) -> Self {
        let plain = Self(column: column, sql: dateSQL(column), expectation: "a date YYYY-MM-DD")
        guard let latestYear else { return plain }
        return plain.accepting {
            Self(column: column, sql: dateSQL(column) + " AND \(column) <= '\(latestYear)-12-31'",
                 expectation: "a date YYYY-MM-DD no later than \(latestYear)")
        }
    }

    static func optionalDate(_ column: String, latestYear: Int? = nil) -> Self {
        let plain = Self(column: column, sql: "\(column) IS NULL OR (\(dateSQL(column)))", expectation: "a date YYYY-MM-DD or none")
        guard let latestYear else { return plain }
        return plain.accepting {
            Self(column: column, sql: "\(column) IS NULL OR (\(dateSQL(column)) AND \(column) <= '\(latestYear)-12-31')",
                 expectation: "a date YYYY-MM-DD no later than \(latestYear) or none")
        }
    }

    private static func dateSQL(_ column: String) -> String {
        "typeof(\(column)) = 'text' AND \(column) GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'"
            + " AND date(\(column)) = \(column)"
    }
}
