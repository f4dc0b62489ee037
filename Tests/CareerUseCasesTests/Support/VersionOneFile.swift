@testable import CareerUseCases
import Foundation
import GRDB
@testable import Persistence

/// Writes a career file as a build of schema v1 did: the v1 tables, and of each record only the columns v1 had.
enum VersionOneFile {
    static func create(at url: URL, records: CareerRecordSet) throws {
        var configuration = Configuration()
        configuration.journalMode = .wal
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        try CareerSchema.migrator.migrate(queue, upTo: "v1")
        try queue.write { db in
            try insert([records.league], into: db)
            try insert([records.season], into: db)
            try insert(records.divisions, into: db)
            try insert(records.teamInfos, into: db)
            try insert(records.teams, into: db)
            try insert(records.coaches, into: db)
            try insert(records.players, into: db)
            try insert(records.matches, into: db)
            try insert([records.career], into: db)
        }
        try queue.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
        try queue.close()
    }

    private static func insert<Record: PersistableRecord>(_ records: [Record], into db: Database) throws {
        let table = Record.databaseTableName
        let columns = try db.columns(in: table).map(\.name)
        for record in records {
            let values = try record.databaseDictionary
            let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
            try db.execute(sql: "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(placeholders))",
                           arguments: StatementArguments(columns.map { values[$0] ?? .null }))
        }
    }
}
