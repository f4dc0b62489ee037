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
}
