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
        migrator.registerMigration("v2") { db in
            try CareerSchemaV2.migrate(db)
            try stampVersion(2, in: db)
        }
        migrator.registerMigration("v3") { db in
            try CareerSchemaV3.migrate(db)
            try stampVersion(3, in: db)
        }
        migrator.registerMigration("v4") { db in
            try CareerSchemaV4.migrate(db)
            try stampVersion(4, in: db)
        }
        migrator.registerMigration("v5") { db in
            try CareerSchemaV5.migrate(db)
            try stampVersion(5, in: db)
        }
        migrator.registerMigration("v6") { db in
            try CareerSchemaV6.migrate(db)
            try stampVersion(6, in: db)
        }
        migrator.registerMigration("v7") { db in
            try CareerSchemaV7Board.migrate(db)
            try stampVersion(7, in: db)
        }
        migrator.registerMigration("v8") { db in
            try CareerSchemaV8.migrate(db)
            try stampVersion(8, in: db)
        }
        return migrator
    }()

    private static func stampVersion(_ version: Int, in db: Database) throws {
        try db.execute(sql: "PRAGMA user_version = \(version)")
    }
}
