@testable import CareerUseCases
import DataManaging
import Foundation
import GRDB
@testable import Persistence
import Testing
import TestSupport
import WorldGenerator

/// A match day starts from the day before it on the same connection (`DayCarry`) only while the carry is what the
/// file holds, and only while nothing else has written the file.
struct DayCarryTests {
    private static let seed: UInt64 = 4242
    /// A write that changes a value (SQLite commits nothing for a write that leaves every byte as it was).
    private static let tiring = """
        UPDATE player SET fitness = CASE WHEN fitness > 50 THEN fitness - 1 ELSE fitness + 1 END
        WHERE id = (SELECT min(id) FROM player)
        """

    /// A new career of a generated world in `directory`, and a connection of its own to its file.
    private func career(in directory: URL) async throws -> DatabaseQueue {
        let world = WorldGenerator().generate(seed: Self.seed)
        let manager = SQLiteDataManager(dataDirectory: directory, worldSource: { _ in world })
        _ = try await manager.createNewCareer(CreateNewCareerRequest(
            coachFirstName: "Ada", coachLastName: "Whistle", teamId: try #require(world.teams.first).id,
            worldSeed: Self.seed, slot: "carry"))
        return try ruleCheckingQueue(CareerDatabase.fileURL(slot: "carry", in: directory))
    }

    private func playDay(_ queue: DatabaseQueue, _ memo: SessionMemo) throws -> MatchDayOutcome {
        try MatchDayPlayer.play(slot: "carry", requested: nil, lineUp: nil, assistantTrades: true,
                                managerPlaysCupTie: false, on: queue, carrying: memo, afterMatchWritten: { _ in })
    }

    /// The memo's carry, if it still stands for the file.
    private func standingCarry(_ queue: DatabaseQueue, _ memo: SessionMemo) throws -> DayCarry? {
        try queue.write { db in
            let seasonId = try CareerStore.careerRecord(in: db).currentSeasonId
            return try memo.kept(DayCarry.self)?.standing(at: DayCarry.Stamp(db), seasonId: seasonId)
        }
    }

    /// Where two lists first differ, shortly: a failure names one element, not two lists of thousands.
    private func difference<Element: Equatable & Identifiable>(_ carried: [Element], _ stored: [Element]) -> String? {
        guard carried != stored else { return nil }
        guard carried.count == stored.count else {
            let missing = stored.filter { element in !carried.contains { $0.id == element.id } }.prefix(3)
            let extra = carried.filter { element in !stored.contains { $0.id == element.id } }.prefix(3)
            return "\(carried.count) carried, \(stored.count) stored; not carried: \(missing.map(\.id)); "
                + "not stored: \(extra.map(\.id))"
        }
        let index = carried.indices.first { carried[$0] != stored[$0] } ?? 0
        return "at \(index): carried \(carried[index]), stored \(stored[index])"
    }

    /// A whole season of the pyramid (both transfer windows, the cup's rounds) and the next season's first days: after
    /// every day the carry holds every active player (by id, as `PyramidWeek` lists them), every match of the season (in
    /// the file's order), every club's season money and (after a day that booked no move) its net spending exactly as
    /// the file does, and it stands for the next day unless
    /// a season's end came between. Its cup ties too, as the file orders them.
    @Test func everyCarryIsWhatTheFileHolds() async throws {
        try await withTemporaryDirectory { directory in
            let played = try playAndCompare(try await career(in: directory))
            #expect(played.seasonDays > 30, "a whole season: \(played.seasonDays) days")
            #expect(played.nextSeasonDays == 3)
        }
    }

    private func playAndCompare(_ queue: DatabaseQueue) throws -> (seasonDays: Int, nextSeasonDays: Int) {
        let memo = SessionMemo()
        var seasonDays = 0
        var days = 0
        // Days whose carry holds the net spending, and days after which the next reads it (a move was booked).
        var spendingCarried = 0
        var spendingRead = 0
        while seasonDays == 0 || days < 3 {
            if days > 0 { #expect(try standingCarry(queue, memo) != nil, "before day \(days + 1)") }
            let outcome = try playDay(queue, memo)
            let carry = try #require(outcome.carry)
            let stored = try queue.read { db in try DayCarry.load(seasonId: carry.seasonId, in: db) }
            let day = outcome.played.matchDay
            #expect(difference(carry.players, stored.players.sorted { $0.id < $1.id }) == nil, "players after day \(day)")
            #expect(difference(carry.matches, stored.matches) == nil, "matches after day \(day)")
            let money = try queue.read { db in
                try PyramidMoneyLoader.money(context: SeasonContext(records: SeasonStore.seasonRecords(in: db)),
                                             season: nil, in: db).season
            }
            #expect(carry.seasonMoney == money, "season money after day \(day)")
            if let spent = carry.netSpending {
                let stored = try queue.read { db in
                    try PyramidMoneyLoader.netSpending(seasonId: carry.seasonId, in: db)
                }
                #expect(spent == stored, "net spending after day \(day)")
                spendingCarried += 1
            } else {
                spendingRead += 1
            }
            let ties = try queue.read { db in
                try DayCarry.cupTies(seasonId: carry.seasonId,
                                     year: SeasonContext(records: SeasonStore.seasonRecords(in: db)).season.year, in: db)
            }
            #expect(difference(carry.cupTies, ties) == nil, "cup ties after day \(day)")
            days += 1
            if outcome.nextMatchDay == nil, seasonDays == 0 {
                _ = try queue.write { db in try SeasonEnder.startNextSeason(slot: "carry", decisions: nil, in: db) }
                #expect(try standingCarry(queue, memo) == nil, "a season's end writes the file")
                seasonDays = days
                days = 0
            }
        }
        #expect(spendingCarried > 20, "most days book no move: \(spendingCarried) carried the net spending")
        #expect(spendingRead > 0, "a window's days book moves: \(spendingRead) left it to the next day")
        return (seasonDays, days)
    }

    /// Any row written on the connection between two days, or any commit by another connection, and the next day
    /// goes back to the file.
    @Test func aWriteBetweenDaysSendsTheNextDayToTheFile() async throws {
        try await withTemporaryDirectory { directory in
            try writeBetweenDays(try await career(in: directory),
                                 other: CareerDatabase.fileURL(slot: "carry", in: directory))
        }
    }

    private func writeBetweenDays(_ queue: DatabaseQueue, other url: URL) throws {
        let memo = SessionMemo()
        _ = try playDay(queue, memo)
        #expect(try standingCarry(queue, memo) != nil)

        try queue.write { db in try db.execute(sql: Self.tiring) }
        #expect(try standingCarry(queue, memo) == nil, "a write on the same connection")

        _ = try playDay(queue, memo)
        #expect(try standingCarry(queue, memo) != nil)
        let other = try ruleCheckingQueue(url)
        try other.write { db in try db.execute(sql: Self.tiring) }
        try other.close()
        #expect(try standingCarry(queue, memo) == nil, "a commit by another connection")
    }
}
