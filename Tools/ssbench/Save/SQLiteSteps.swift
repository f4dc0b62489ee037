import Foundation
import GRDB

/// The SQLite steps of a save on their own, run as export and import run them, so their share of
/// those times can be reported apart.
enum SQLiteSteps {
    /// `PRAGMA integrity_check`, which import runs on the inflated database and export on the snapshot.
    static func integrityCheck(_ database: URL) throws {
        let report = try DatabaseQueue(path: database.path, configuration: readOnly).inDatabase { db in
            try String.fetchAll(db, sql: "PRAGMA integrity_check")
        }
        guard report == ["ok"] else { throw BenchmarkError("integrity_check: \(report.first ?? "no result")") }
    }

    /// `VACUUM INTO`, export's consistent snapshot of the live career.
    static func snapshot(of database: URL, into snapshot: URL) throws {
        try DatabaseQueue(path: database.path, configuration: readOnly).inDatabase { db in
            try db.execute(sql: "VACUUM INTO ?", arguments: [snapshot.path])
        }
    }

    private static var readOnly: Configuration {
        var configuration = Configuration()
        configuration.readonly = true
        return configuration
    }
}
