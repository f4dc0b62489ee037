import Persistence
import Testing
@testable import ssbench

/// The save benchmark grows careers with SQL written for one schema: a new schema fails here, in the tests, rather
/// than in the middle of a whole `ssbench` run.
struct CareerHistoryWriterTests {
    @Test func writesTheSchemaTheGameWrites() {
        #expect(CareerHistoryWriter.writtenSchema == CareerDatabase.schemaVersion,
                "update CareerHistoryWriter's SQL for schema \(CareerDatabase.schemaVersion), then its writtenSchema")
    }
}
