import GRDB
import Synchronization

/// A career file must hold exactly the schema this game writes for its version: the same tables, columns,
/// indexes and keys, and nothing else — no trigger, view or extra object that would run or be read on
/// the game's own connection. The expected schema is whatever the game's migrator builds for that version,
/// so a new migration is followed without changes here.
enum CareerSchemaCheck {
    /// Throws `CareerFileRejection` naming the first difference between the file at `version` and the game's.
    /// A file whose stored schema objects are the game's word for word is the game's schema; only a file that differs
    /// (another spelling of the same schema, or another schema) is compared fact by fact.
    package static func check(_ db: Database, version: Int) throws {
        guard let expected = expected(version: version) else {
            throw CareerFileRejection(reason: "schema version \(version) is unknown")
        }
        if try SchemaShape.storedObjects(of: db) == expected.objects { return }
        if let difference = try SchemaShape(of: db).difference(from: expected.shape) {
            throw CareerFileRejection(reason: "schema differs from the game's schema \(version): \(difference)")
        }
    }

    /// The game's schema at one version: its stored objects, and every fact about it.
    private struct Expected {
        let objects: [String]
        let shape: SchemaShape
    }

    /// The game's schema at `version`, built the first time a file of that version is met by migrating an
    /// empty in-memory database up to it (version 0 is a file no migration has touched yet: empty). A process meets
    /// one or two versions, so it builds one or two schemas, not one a version.
    private static func expected(version: Int) -> Expected? {
        if let known = schemas.withLock({ $0[version] }) { return known }
        let identifier = "v\(version)"
        guard version == 0 || CareerSchema.migrator.migrations.contains(identifier),
              let queue = try? DatabaseQueue(),
              version == 0 || (try? CareerSchema.migrator.migrate(queue, upTo: identifier)) != nil,
              let built = try? queue.read({ db in
                  Expected(objects: try SchemaShape.storedObjects(of: db), shape: try SchemaShape(of: db))
              }) else { return nil }
        schemas.withLock { $0[version] = built }
        return built
    }

    private static let schemas = Mutex<[Int: Expected]>([:])
}
