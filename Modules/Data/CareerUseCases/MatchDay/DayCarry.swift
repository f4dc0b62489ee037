import GameModels
import GRDB
import Persistence

/// What a match day leaves the next one on the same connection, as `simulate` carries its week into the next: every
/// active player, the season's matches and cup ties as the day wrote them, what of every club's money stays the same
/// through the season, and its net spending while no move is booked. Reading them back was about a sixth of a
/// persisted day (every player of the pyramid decoded, the season's fixtures and ties, this season's and last season's
/// money). The carry stands for the file only while nothing else has written it: the same connection (it is kept in
/// the session's memo), no other connection committed (`data_version`) and this one changed no row since
/// (`total_changes`). Any other write — the manager's own, a cup round played first, a season's end — sends the next
/// day back to the file.
struct DayCarry: Sendable {
    /// Where the connection stood, inside a transaction.
    struct Stamp: Equatable, Sendable {
        let dataVersion: Int
        let totalChanges: Int

        init(_ db: Database) throws {
            dataVersion = try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
            totalChanges = db.totalChangesCount
        }
    }

    /// Where the connection stood once the day was written.
    let stamp: Stamp
    let seasonId: String
    /// By id, as `PyramidWeek` lists them: the week's outcome does not depend on the order it is given players in.
    let players: [Player]
    /// The season's, in the order the file gives them (`SeasonStore.matches`).
    let matches: [Match]
    /// Every club's money that stays the same through the season (opening balance, last season's revenue).
    let seasonMoney: [String: PyramidMoneyLoader.SeasonMoney]
    /// The season's cup ties, in the file's order (`CupStore.ties`).
    let cupTies: [CupTie]
    /// Every club's net spending on fees this season (`PyramidMoneyLoader.netSpending`) after a day that booked no
    /// move; nil after one that did (a window's day), so the next day reads it.
    let netSpending: [String: Int]?

    /// This carry if the connection still stands where it left it, in the same season.
    func standing(at stamp: Stamp, seasonId: String) -> DayCarry? {
        stamp == self.stamp && seasonId == self.seasonId ? self : nil
    }

    /// The season's cup ties as the file holds them.
    static func cupTies(seasonId: String, year: Int, in db: Database) throws -> [CupTie] {
        try CupStore.ties(seasonId: seasonId, in: db).map { CupTieTransformer.model(from: $0, year: year) }
    }

    /// `ties` once the day has stored `written` over them (new ties added, drawn ones with their results), in the
    /// order `CupStore.ties` reads them (`CupStore.drawOrder`). Most days write none.
    static func cupTies(_ ties: [CupTie], after written: [CupTie]) -> [CupTie] {
        guard !written.isEmpty else { return ties }
        var byId = Dictionary(ties.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        for tie in written { byId[tie.id] = tie }
        return byId.values.sorted { lhs, rhs in
            CupStore.drawOrder(round: lhs.round, id: lhs.id) < CupStore.drawOrder(round: rhs.round, id: rhs.id)
        }
    }

    /// The season's `matches` once match day `matchDay`'s `results` are stored over them: only that day's fixtures are
    /// looked up (a season holds some 1,800).
    static func matches(_ matches: [Match], after results: [Match], on matchDay: Int) -> [Match] {
        let scores = Dictionary(results.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var matches = matches
        for index in matches.indices where matches[index].matchDay == matchDay {
            if let result = scores[matches[index].id] { matches[index] = result }
        }
        return matches
    }

    /// The day's state as the file holds it.
    static func load(seasonId: String, in db: Database) throws -> (players: [Player], matches: [Match]) {
        (players: try SeasonEndStore.activePlayers(in: db).map(PlayerTransformer.model(from:)),
         matches: try SeasonStore.matches(seasonId: seasonId, in: db).map(MatchTransformer.model(from:)))
    }
}
