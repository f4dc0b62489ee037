import GRDB
import Synchronization

/// A career file must hold exactly the schema this game writes for its version: the same tables, columns,
/// indexes and keys, and nothing else — no trigger, view or extra object that would run or be read on
/// the game's own connection. The expected schema is whatever the game's migrator builds for that version,
/// so a new migration is followed without changes here.
enum CareerSchemaCheck {
    /// Throws `CareerFileRejection` naming the first difference between the file at `version` and the game's.
    package static func check(_ db: Database, version: Int) throws {
        guard let expected = expectedShape(version: version) else {
            throw CareerFileRejection(reason: "schema version \(version) is unknown")
        }
        if let difference = try SchemaShape(of: db).difference(from: expected) {
            throw CareerFileRejection(reason: "schema differs from the game's schema \(version): \(difference)")
        }
    }

    /// The game's schema at `version`, built the first time a file of that version is met by migrating an empty
    /// in-memory database up to it (version 0 is a file no migration has touched yet: empty). A process meets
    /// one or two versions, so it builds one or two shapes, not one a version.
    private static func expectedShape(version: Int) -> SchemaShape? {
        if let known = shapes.withLock({ $0[version] }) { return known }
        let identifier = "v\(version)"
        guard version == 0 || CareerSchema.migrator.migrations.contains(identifier),
              let queue = try? DatabaseQueue(),
              version == 0 || (try? CareerSchema.migrator.migrate(queue, upTo: identifier)) != nil,
              let shape = try? queue.read(SchemaShape.init(of:)) else { return nil }
        shapes.withLock { $0[version] = shape }
        return shape
    }

    private static let shapes = Mutex<[Int: SchemaShape]>([:])
}
