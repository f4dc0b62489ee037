import GRDB

/// What every column of a file must hold for the game to decode it without trapping: the storage class its
/// declared type gives (`typeof`), or NULL where the column allows it. Built from the file's own schema —
/// already checked to be exactly the game's for its version — so it covers every column of every version,
/// and runs before any migration reads a value.
enum StorageClassRules {
    /// One rule a table, every column in it; tables in name order.
    package static func rules(in db: Database) throws -> [ContentRule] {
        let tables = try String.fetchAll(db, sql: """
            SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name
            """)
        return try tables.map { table in
            ContentRule(table: table, key: try db.primaryKey(table).columns,
                        conditions: try db.columns(in: table).compactMap { column in
                            ContentRule.Condition.stored(column.name, declaredType: column.type,
                                                         nullable: !column.isNotNull)
                        })
        }
    }
}

package extension ContentRule.Condition {
    /// The column holds what `declaredType` stores (SQLite's affinity rules), or NULL when `nullable`; nil for a
    /// type that stores anything.
    static func stored(_ column: String, declaredType: String, nullable: Bool) -> Self? {
        let declared = declaredType.uppercased()
        let classes: StorageClasses
        let expectation: String
        if declared.contains("INT") || declared == "BOOLEAN" {
            (classes, expectation) = (.integer, "an integer")
        } else if declared.contains("CHAR") || declared.contains("CLOB") || declared.contains("TEXT")
                    || declared.hasPrefix("DATE") {
            (classes, expectation) = (.text, "text")
        } else if declared.contains("REAL") || declared.contains("FLOA") || declared.contains("DOUB") {
            (classes, expectation) = ([.real, .integer], "a number")
        } else if declared == "BLOB" {
            (classes, expectation) = (.blob, "a blob")
        } else {
            return nil
        }
        let names: [(StorageClasses, String)] = [(.integer, "integer"), (.real, "real"), (.text, "text"),
                                                 (.blob, "blob"), (.null, "null")]
        let allowed = classes.union(nullable ? .null : [])
        let list = names.filter { allowed.contains($0.0) }.map { "'\($0.1)'" }.joined(separator: ", ")
        return Self(column: column, sql: "typeof(\(column)) IN (\(list))",
                    expectation: expectation + (nullable ? " or none" : ""), grouped: .stored(allowed))
    }
}
