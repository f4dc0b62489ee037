import GRDB
import PrintableText

/// Everything SQLite records about a database's schema, in a form two databases can be compared by:
/// each object of `sqlite_master` with its normalised SQL (which alone shows CHECKs, collations and
/// WITHOUT ROWID), every table's columns, indexes and foreign keys as the pragmas report them.
struct SchemaShape: Equatable, Sendable {
    /// One fact about one schema object, as `"<object>: <fact>"`; sorted, so a difference names itself.
    let facts: [String]

    package init(of db: Database) throws {
        var facts: [String] = []
        let objects = try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master")
        for object in objects {
            let type: String = object["type"]
            let name: String = object["name"]
            let sql: String? = object["sql"]
            facts.append("\(type) \(name): on \(object["tbl_name"] as String), sql \(Self.normalised(sql))")
            guard type == "table" else { continue }
            // A virtual table of a module this SQLite lacks cannot even be described: that is a difference too.
            guard let details = try? Self.tableFacts(name, in: db) else {
                facts.append("table \(name): no readable definition")
                continue
            }
            facts += details
        }
        self.facts = facts.sorted()
    }

    /// The objects of `sqlite_master` exactly as stored (type, name, table and SQL), sorted. SQLite derives every
    /// column, index and key the pragmas report from this SQL, so a file whose objects match the game's word for word
    /// has the game's schema: one query instead of a few for every table and index.
    static func storedObjects(of db: Database) throws -> [String] {
        try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master").map { object in
            let sql: String? = object["sql"]
            return "\(object["type"] as String) \(object["name"] as String) on \(object["tbl_name"] as String): "
                + (sql.map { "sql \($0)" } ?? "no sql")
        }.sorted()
    }

    private static func tableFacts(_ name: String, in db: Database) throws -> [String] {
        var facts: [String] = []
        for column in try Row.fetchAll(db, sql: "SELECT * FROM pragma_table_xinfo(?)", arguments: [name]) {
            facts.append("table \(name): column \(describe(column))")
        }
        for index in try Row.fetchAll(db, sql: "SELECT * FROM pragma_index_list(?)", arguments: [name]) {
            let indexName: String = index["name"]
            let columns = try Row.fetchAll(db, sql: "SELECT * FROM pragma_index_xinfo(?)", arguments: [indexName])
            facts.append("table \(name): index \(describe(index)) on \(columns.map(describe))")
        }
        for key in try Row.fetchAll(db, sql: "SELECT * FROM pragma_foreign_key_list(?)", arguments: [name]) {
            facts.append("table \(name): foreign key \(describe(key))")
        }
        return facts
    }

    /// The first fact one side has and the other lacks, worded for a one-line refusal; nil when equal.
    func difference(from expected: SchemaShape) -> String? {
        let found = Set(facts)
        let wanted = Set(expected.facts)
        if let extra = facts.first(where: { !wanted.contains($0) }) { return "unexpected \(Self.shown(extra))" }
        if let missing = expected.facts.first(where: { !found.contains($0) }) { return "missing \(Self.shown(missing))" }
        return nil
    }

    private static func describe(_ row: Row) -> String {
        row.columnNames.map { "\($0)=\(row[$0] as DatabaseValue)" }.joined(separator: " ")
    }

    /// Quotes, case and spacing vary with how a statement was written, not with what it declares.
    private static func normalised(_ sql: String?) -> String {
        guard let sql else { return "none" }
        return sql.lowercased().filter { !"\"`[]".contains($0) }
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// A hostile schema's SQL can be long and hold anything; the refusal stays one readable line.
    private static func shown(_ fact: String) -> String {
        PrintableText.quoted(fact, limit: 160)
    }
}
