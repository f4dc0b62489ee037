import DataManaging
import GRDB
import PrintableText
import Synchronization

/// The one place that decides whether the values of a career can be trusted: every value the game reads
/// in its range (`CareerContentRules`), exactly one career row, and, with `checkingReferences`, every id
/// pointing at a row that exists. Import runs it all before a save is installed; every open of a career
/// runs it again (references only when the file is met for the first time and before a write), so a file
/// changed behind the game's back is refused with a reason rather than trusted.
package enum CareerContentCheck {
    /// Throws `CareerFileRejection` naming the table, row, column and value of the first problem. With
    /// `storageClasses` every column's storage class is checked too, in the same pass over each table.
    package static func check(_ db: Database, checkingReferences: Bool, storageClasses: Bool = false) throws {
        try checkValues(db, storageClasses: storageClasses)
        if checkingReferences { try checkReferences(db) }
        try checkStructure(db)
    }

    /// The values alone: one career row, no table past its ceiling, every rule of every table as a file must meet it
    /// (`CareerContentRules.accepted`: room left for a season).
    static func checkValues(_ db: Database, storageClasses: Bool) throws {
        let careers = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM career") ?? 0
        guard careers == 1 else { throw rejection("the career table has \(careers) rows, not 1") }
        if let breach = try RowCeiling.breach(in: db) { throw rejection(breach) }
        for rule in try storageClasses ? storedAndAccepted(in: db) : CareerContentRules.accepted {
            if let problem = try offender(of: rule, in: db) { throw rejection(problem) }
        }
    }

    /// The shape of the season, last: its queries join on ids the values and references have vouched for.
    static func checkStructure(_ db: Database) throws {
        if let breach = try StructureRules.breach(in: db) { throw rejection(breach) }
    }

    /// Throws unless every id points at a row that exists: for a connection whose values `check` vouched for when it
    /// opened without the references (a read), before its first write.
    package static func checkReferences(_ db: Database) throws {
        if let problem = try danglingReference(in: db) { throw rejection(problem) }
    }

    /// What a write is about to commit, for `checkBeforeCommit`.
    package enum Write {
        /// A match day: it counts on in the current season's rows of a few tables.
        case matchDay
        /// A season end: it rewrites players and starts a season.
        case seasonEnd
        /// The user's transfer (a bid, a signing, an answer to a bid): it moves money and players.
        case transfer
        /// The user's renewal or release: it moves money and a contract.
        case contract

        /// The rows the write may have moved out of range, by table (nil: every row).
        var scopes: [String: String?] {
            let current = "seasonId = (SELECT currentSeasonId FROM career)"
            // Only players still playing are moved by a deal; a season's end also retires some, into the season it
            // ended (the year before the one it starts). Those retired earlier — most rows of an old career — stay.
            let active = "retiredSeason IS NULL"
            let retiring = active
                + " OR retiredSeason >= (SELECT year FROM season WHERE id = (SELECT currentSeasonId FROM career)) - 1"
            let day: [String: String?] = ["career": nil, "team": nil, "board_state": nil, "team_stats": current,
                                          "player_stats": current, "finance_week": current]
            switch self {
            case .matchDay: return day
            case .seasonEnd: return day.merging(["season": nil, "player": retiring]) { _, whole in whole }
            case .transfer, .contract:
                return ["team": nil, "player": active, "club_season_money": current, "money_movement": current,
                        "finance_week": current]
            }
        }

        /// The refusal of this write, with the reason.
        package func refusal(_ reason: String) -> DataError {
            switch self {
            case .matchDay, .seasonEnd: .invalidAdvance(reason)
            case .transfer: .transferRefused(reason)
            case .contract: .contractRefused(reason)
            }
        }
    }

    /// Throws the write's refusal (`invalidAdvance`, `transferRefused`, `contractRefused`) with the reason when what
    /// it is about to commit would be refused the next time the career is opened (a balance past the range, a date
    /// past year 9999): the write is refused, and the career stays as it was and readable. Only the rows such a
    /// write can move are checked: a day costs a few small queries, not a pass over the file.
    package static func checkBeforeCommit(_ db: Database, after write: Write) throws {
        let scopes = write.scopes
        for rule in CareerContentRules.all {
            guard let scope = scopes[rule.table] else { continue }
            if let problem = try offender(of: rule, among: scope, in: db) {
                throw write.refusal("it would store what the game cannot read back: \(problem)")
            }
        }
        if write == .seasonEnd, let breach = try StructureRules.breach(in: db) {
            throw write.refusal("it would leave a season that cannot be played: \(breach)")
        }
    }

    /// Runs `body`, then checks what it wrote, inside the caller's transaction.
    package static func guarded<Value>(_ write: Write, in db: Database, _ body: () throws -> Value) throws -> Value {
        let value = try body()
        try checkBeforeCommit(db, after: write)
        return value
    }

    /// Throws `CareerFileRejection` unless every column holds its declared storage class: run on a file of an
    /// older schema before its migration reads any value.
    static func checkStorageClasses(_ db: Database) throws {
        for rule in try StorageClassRules.rules(in: db) {
            if let problem = try offender(of: rule, in: db) { throw rejection(problem) }
        }
    }

    /// `merged` for the file's schema version, worked out once a process: the schema was checked to be exactly the
    /// game's for that version, so its storage classes are too (looking them up again was a tenth of a first open).
    private static func storedAndAccepted(in db: Database) throws -> [ContentRule] {
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        if let rules = rulesBySchemaVersion.withLock({ $0[version] }) { return rules }
        let rules = merged(try StorageClassRules.rules(in: db))
        rulesBySchemaVersion.withLock { $0[version] = rules }
        return rules
    }

    private static let rulesBySchemaVersion = Mutex<[Int: [ContentRule]]>([:])

    /// Each table's storage classes first, then its content rule, named by the content rule's key. A column whose
    /// content condition already checks its storage class (its SQL starts with `typeof(`, or its grouped test passes
    /// only values of that class) is not checked twice.
    private static func merged(_ typed: [ContentRule]) -> [ContentRule] {
        let content = Dictionary(grouping: CareerContentRules.accepted, by: \.table)
        return typed.map { rule in
            let own = (content[rule.table] ?? []).flatMap(\.conditions)
            let typedByContent = { (typed: ContentRule.Condition) in
                own.contains { condition in
                    condition.column == typed.column && (condition.sql.hasPrefix("typeof(")
                        || condition.grouped.map { test in typed.grouped.map(test.implies) ?? false } ?? false)
                }
            }
            return ContentRule(table: rule.table, key: content[rule.table]?.first?.key ?? rule.key,
                               conditions: rule.conditions.filter { !typedByContent($0) } + own)
        }
    }

    private static func offender(of rule: ContentRule, among scope: String? = nil, in db: Database) throws -> String? {
        // Cached: a match day runs the same few scoped queries every day of a session. The row is named only when
        // there is one.
        guard try Bool.fetchOne(db.cachedStatement(sql: rule.breachQuery(among: scope))) != nil,
              let row = try Row.fetchOne(db, sql: rule.offenderQuery(among: scope)) else { return nil }
        let key: String = row[0] ?? "?"
        let index: Int = row[1] ?? 0
        let name = PrintableText.quoted(key)
        guard rule.conditions.indices.contains(index) else { return "\(rule.table) \(name) is invalid" }
        let condition = rule.conditions[index]
        let value: String = row[2 + index] ?? "NULL"
        return "\(rule.table) \(name) \(condition.column) is \(PrintableText.quoted(value)), expected \(condition.expectation)"
    }

    /// The first row whose declared reference points at no row (`PRAGMA foreign_key_check`).
    private static func danglingReference(in db: Database) throws -> String? {
        guard let row = try Row.fetchOne(db, sql: "PRAGMA foreign_key_check") else { return nil }
        let table: String = row[0]
        let rowid: Int64? = row[1]
        let parent: String = row[2]
        let keyID: Int = row[3]
        let column = try String.fetchOne(db, sql: "SELECT \"from\" FROM pragma_foreign_key_list(?) WHERE id = ?",
                                         arguments: [table, keyID]) ?? "a column"
        let which = rowid.map { "\(table) row \($0)" } ?? "a \(table) row"
        return "\(which) \(column) points at no \(parent)"
    }

    private static func rejection(_ detail: String) -> CareerFileRejection {
        CareerFileRejection(reason: UnreadableReason.invalidData(detail))
    }
}
