import GRDB

/// The career file's schema as GRDB migrations. Each migration also stamps `user_version`, in the same
/// transaction, so the version a file claims is always the schema it holds.
enum CareerSchema {
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try CareerSchemaV1.create(in: db)
            try db.execute(sql: "PRAGMA application_id = \(CareerDatabase.applicationID)")
            try stampVersion(1, in: db)
        }
        // Version n is the (n - 1)th step after v1's creation; each runs in its own transaction.
        let steps: [@Sendable (Database) throws -> Void] = [
            CareerSchemaV2.migrate, CareerSchemaV3.migrate, CareerSchemaV4.migrate, CareerSchemaV5.migrate,
            CareerSchemaV6.migrate, CareerSchemaV7.migrate, CareerSchemaV8.migrate, CareerSchemaV9.migrate,
            CareerSchemaV10.migrate, CareerSchemaV11.migrate, CareerSchemaV12.migrate, CareerSchemaV13.migrate,
        ]
        for (index, step) in steps.enumerated() {
            let version = index + 2
            migrator.registerMigration("v\(version)") { db in
                try step(db)
                try stampVersion(version, in: db)
            }
        }
        return migrator
    }()

    private static func stampVersion(_ version: Int, in db: Database) throws {
        try db.execute(sql: "PRAGMA user_version = \(version)")
    }
}
