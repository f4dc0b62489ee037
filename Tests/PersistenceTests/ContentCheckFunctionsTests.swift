import GRDB
@testable import Persistence
import Testing

/// The content rules' SQL functions, as SQLite calls them.
struct ContentCheckFunctionsTests {
    private func value(_ sql: String) throws -> Int? {
        var configuration = Configuration()
        ContentCheckFunctions.install(in: &configuration)
        return try DatabaseQueue(configuration: configuration).read { db in try Int.fetchOne(db, sql: "SELECT \(sql)") }
    }

    @Test(arguments: [
        ("integers_within(0, 1, 10, 1, 5, 10)", 1), ("integers_within(0, 1, 10, 5, 11)", 0),
        ("integers_within(0, 1, 10, 0)", 0), ("integers_within(0, 1, 10, 5.0)", 0), ("integers_within(0, 1, 10, '5')", 0),
        ("integers_within(0, 1, 10, NULL)", 0), ("integers_within(1, 1, 10, NULL, 3)", 1),
        ("integers_within(0, -9223372036854775808, 0, -9223372036854775808)", 1),
        ("integers_within(0, 0, 99, 9223372036854775807)", 0), ("integers_within(0, 0, 1, x'01')", 0),
    ])
    func integersWithinTestsTypeAndRangeOfEveryValue(sql: String, expected: Int) throws {
        #expect(try value(sql) == expected)
    }

    @Test(arguments: [
        ("printable('Snoozefield Thistle')", 1), ("printable('Café Ünïon – “the Owls”')", 1),
        ("printable('Owls' || char(27) || '[2J')", 0), ("printable('evil' || char(8238) || 'txt')", 0),
        ("printable('zero' || char(8203) || 'width')", 0), ("printable('nul' || char(0) || 'byte')", 0),
        ("printable('')", 1),
    ])
    func printableJudgesTextAsPrintableTextDoes(sql: String, expected: Int) throws {
        #expect(try value(sql) == expected)
    }

    @Test(arguments: ["printable(42)", "printable(NULL)", "printable(x'41')"])
    func printableOfAnythingButTextIsNull(sql: String) throws {
        #expect(try value(sql) == nil)
    }

    @Test(arguments: [
        ("texts_within(0, 5, 'Owls', 'Café')", 1), ("texts_within(0, 4, 'Ünïon')", 0), ("texts_within(0, 5, 'Ünïon')", 1),
        ("texts_within(1, 64, '')", 0), ("texts_within(0, 64, '')", 1), ("texts_within(0, 9, 'Owls' || char(27))", 0),
        ("texts_within(0, 9, 42)", 0), ("texts_within(0, 9, NULL)", 0), ("texts_within(0, 9, x'41')", 0),
        ("texts_within(0, 9, 'a', 'b' || char(8238))", 0),
    ])
    func textsWithinTestsTypeLengthAndPrintabilityOfEveryValue(sql: String, expected: Int) throws {
        #expect(try value(sql) == expected)
    }

    /// The one call stands for the three conditions it replaces, value by value — invalid UTF-8, a NUL (where
    /// SQLite's `length` stops counting) and every length around the bounds included — so a refusal still names the
    /// same column.
    @Test(arguments: ["'Owls'", "'Café Ünïon'", "''", "'abcdefgh'", "'abcdefghi'", "'ab' || char(0) || 'cdefghij'",
                      "CAST(x'80414243' AS TEXT)", "CAST(x'C3' AS TEXT)", "CAST(x'C3A9C3' AS TEXT)",
                      "CAST(x'E282' AS TEXT) || 'abcdef'", "CAST(x'F09F98804142434445464748' AS TEXT)",
                      "'a' || char(65533)", "7", "NULL", "x'4142'", "2.5"])
    func textsWithinAgreesWithTheConditionsItReplaces(value sql: String) throws {
        for (shortest, longest) in [(0, 8), (1, 8), (0, 9), (3, 3)] {
            let one = try value("texts_within(\(shortest), \(longest), \(sql))")
            let three = try value("coalesce(typeof(\(sql)) = 'text' AND length(\(sql)) BETWEEN \(shortest) AND \(longest)"
                                  + " AND printable(\(sql)), 0)")
            #expect(one == three, "\(sql) in \(shortest)…\(longest)")
        }
    }
}
