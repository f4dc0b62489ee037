import Foundation
import GRDB

/// The schema and content checks on their own, for the save benchmark to time each apart from the import
/// that runs them (`CareerConnection` is where the game runs them).
package enum CareerFileChecks {
    package static func checkSchema(ofCareerAt url: URL) throws {
        try read(url) { db in
            try CareerSchemaCheck.check(db, version: try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0)
        }
    }

    package static func checkContent(ofCareerAt url: URL) throws {
        try read(url) { db in try CareerContentCheck.check(db, checkingReferences: true, storageClasses: true) }
    }

    private static func read(_ url: URL, _ body: (Database) throws -> Void) throws {
        var configuration = Configuration()
        configuration.readonly = true
        ContentCheckFunctions.install(in: &configuration)
        try DatabaseQueue(path: url.path, configuration: configuration).read(body)
    }
}
