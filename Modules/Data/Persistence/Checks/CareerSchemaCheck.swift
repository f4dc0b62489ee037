import GRDB

/// A career file must hold exactly the schema this game writes for its version: the same tables, columns,
/// indexes and keys, and nothing else — no trigger, view or extra object that would run or be read on
/// the game's own connection. The expected schema is whatever the game's migrator builds for that version,
/// so a new migration is followed without changes here.
enum CareerSchemaCheck {
    /// Throws `CareerFileRejection` naming the first difference between the file at `version` and the game's.
    static func check(_ db: Database, version: Int) throws {
        guard let expected = expectedShapes[version] else {
            throw CareerFileRejection(reason: "schema version \(version) is unknown")
        }
        if let difference = try SchemaShape(of: db).difference(from: expected) {
            throw CareerFileRejection(reason: "schema differs from the game's schema \(version): \(difference)")
        }
    }

    /// The game's schema at every version it reads, built once by migrating empty in-memory databases.
    private static let expectedShapes: [Int: SchemaShape] = {
        // Version 0 is a file no migration has touched yet: empty.
        var shapes: [Int: SchemaShape] = [:]
        if let empty = try? DatabaseQueue(), let shape = try? empty.read(SchemaShape.init(of:)) { shapes[0] = shape }
        for migration in CareerSchema.migrator.migrations {
            // A failure here is a broken migrator: every career would then be refused, which any test shows.
            guard let queue = try? DatabaseQueue(),
                  (try? CareerSchema.migrator.migrate(queue, upTo: migration)) != nil,
                  let version = try? queue.read({ try Int.fetchOne($0, sql: "PRAGMA user_version") }),
                  let shape = try? queue.read(SchemaShape.init(of:)) else { continue }
            shapes[version] = shape
        }
        return shapes
    }()
}
