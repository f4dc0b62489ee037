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
        guard let objects = expectedObjects(version: version) else {
            throw CareerFileRejection(reason: "schema version \(version) is unknown")
        }
        if try SchemaShape.storedObjects(of: db) == objects { return }
        guard let shape = expectedShape(version: version) else {
            throw CareerFileRejection(reason: "schema version \(version) is unknown")
        }
        if let difference = try SchemaShape(of: db).difference(from: shape) {
            throw CareerFileRejection(reason: "schema differs from the game's schema \(version): \(difference)")
        }
    }

    /// The game's schema objects at `version`, built the first time a file of that version is met. A process meets
    /// one or two versions, so it builds one or two lists, not one a version. Every fact about the schema is built
    /// only for a file whose objects differ, which is refused or read once.
    private static func expectedObjects(version: Int) -> [String]? {
        remembered(in: objects, version: version, SchemaShape.storedObjects(of:))
    }

    /// Every fact of the game's schema at `version`, built the first time a differing file of that version is met: a
    /// file that differs once (a hostile one, or the fuzzer's) rarely comes alone.
    private static func expectedShape(version: Int) -> SchemaShape? {
        remembered(in: shapes, version: version, SchemaShape.init(of:))
    }

    private static func remembered<T: Sendable>(in cache: borrowing Mutex<[Int: T]>, version: Int,
                                                _ describe: (Database) throws -> T) -> T? {
        if let known = cache.withLock({ $0[version] }) { return known }
        guard let built = migrated(upTo: version, describe) else { return nil }
        cache.withLock { $0[version] = built }
        return built
    }

    /// `describe` of an empty in-memory database migrated up to `version` (version 0 is a file no migration has
    /// touched yet: empty); nil for a version the game does not know.
    private static func migrated<T>(upTo version: Int, _ describe: (Database) throws -> T) -> T? {
        let identifier = "v\(version)"
        guard version == 0 || CareerSchema.migrator.migrations.contains(identifier),
              let queue = try? DatabaseQueue(),
              version == 0 || (try? CareerSchema.migrator.migrate(queue, upTo: identifier)) != nil else { return nil }
        return try? queue.read(describe)
    }

    private static let objects = Mutex<[Int: [String]]>([:])
    private static let shapes = Mutex<[Int: SchemaShape]>([:])
}
