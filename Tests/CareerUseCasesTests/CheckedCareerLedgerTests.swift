@testable import CareerUseCases
import DataManaging
import Foundation
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// Decision 38: a later process trusts a career file nothing has touched since this game closed it, and checks in
/// full every other — changed by another program, copied in, or met without a ledger.
struct CheckedCareerLedgerTests {
    @Test func aFileLeftAsTheGameLeftItIsNotCheckedAgainByTheNextProcess() async throws {
        try await withTemporaryDirectory { directory throws in
            let ledger = ledgerURL(in: directory)
            try await playedSession(directory, ledger: ledger)
            let playing = try await process(directory, ledger: ledger) { manager async throws in
                #expect(try await manager.nextMatchDay(careerId: "owls").matchDay == 3)
                _ = try await manager.advance(careerId: "owls", .matchDays(1))
            }
            #expect(playing == 0)
            // The next one trusts what that process wrote.
            let reading = try await process(directory, ledger: ledger) { manager async throws in
                #expect(try await manager.nextMatchDay(careerId: "owls").matchDay == 4)
            }
            #expect(reading == 0)
            // A listing adds only SQLite's pass over the pages, which a write does not need.
            let listing = try await process(directory, ledger: ledger) { manager async throws in
                #expect(try await manager.listCareers().map(\.slot) == ["owls"])
            }
            #expect(listing == 0)
            // Without the ledger, the first open checks in full.
            let unledgered = seasonManager(directory)
            _ = try await unledgered.careerSummary(careerId: "owls")
            #expect(unledgered.connections.checkedOpens == 1)
        }
    }

    @Test func aFileChangedByAnotherProgramIsCheckedAndRefused() async throws {
        try await withTemporaryDirectory { directory throws in
            let ledger = ledgerURL(in: directory)
            try await playedSession(directory, ledger: ledger)
            let outsider = try DatabaseQueue(path: CareerDatabase.fileURL(slot: "owls", in: directory).path)
            try outsider.write { db in try db.execute(sql: "UPDATE division SET tier = 'abc'") }
            try outsider.close()
            let checked = try await process(directory, ledger: ledger) { manager async throws in
                await #expect(throws: DataError.self) { try await manager.careerSummary(careerId: "owls") }
            }
            #expect(checked == 1)
        }
    }

    @Test func aFileCopiedOverTheCareerIsCheckedInFull() async throws {
        try await withTemporaryDirectory { directory throws in
            let ledger = ledgerURL(in: directory)
            try await playedSession(directory, ledger: ledger)
            let career = CareerDatabase.fileURL(slot: "owls", in: directory)
            let copy = directory.appendingPathComponent("copy.bin")
            try FileManager.default.copyItem(at: career, to: copy)
            try FileManager.default.removeItem(at: career)
            try FileManager.default.copyItem(at: copy, to: career)
            let checked = try await process(directory, ledger: ledger) { manager async throws in
                #expect(try await manager.nextMatchDay(careerId: "owls").matchDay == 3)
            }
            #expect(checked == 1)
        }
    }

    /// A rollback journal beside the file is played back on SQLite's first read, a log or its shared memory read
    /// with it: the file's own stat is unchanged, yet what SQLite reads is not what the game left (issue #38).
    @Test(arguments: ["-journal", "-wal", "-shm"])
    func aFileWithACompanionDroppedBesideItIsCheckedInFull(suffix: String) async throws {
        try await withTemporaryDirectory { directory throws in
            let ledger = ledgerURL(in: directory)
            try await playedSession(directory, ledger: ledger)
            let career = CareerDatabase.fileURL(slot: "owls", in: directory)
            for companion in ["-journal", "-wal", "-shm"] {
                #expect(!FileManager.default.fileExists(atPath: career.path + companion), "left by the game: \(companion)")
            }
            try Data(repeating: 0x5A, count: 4096).write(to: URL(fileURLWithPath: career.path + suffix))
            let checked = try await process(directory, ledger: ledger) { manager async throws in
                _ = try? await manager.careerSummary(careerId: "owls")
            }
            #expect(checked == 1)
        }
    }

    @Test func aLedgerThatCannotBeWrittenLeavesEveryFirstOpenCheckedInFull() async throws {
        try await withTemporaryDirectory { directory throws in
            let blocker = directory.appendingPathComponent("not-a-folder")
            try Data("x".utf8).write(to: blocker)
            let ledger = blocker.appendingPathComponent("checked-careers.json")
            try await playedSession(directory, ledger: ledger)
            let checked = try await process(directory, ledger: ledger) { manager async throws in
                #expect(try await manager.nextMatchDay(careerId: "owls").matchDay == 3)
            }
            #expect(checked == 1)
        }
    }

    @Test func theLedgerLivesInTheCacheFolderTheEnvironmentNames() {
        let path = { (environment: [String: String]) in CheckedCareerLedger.location(environment: environment).path }
        #expect(path(["SUPERSOCCER_CACHE": "/c", "XDG_CACHE_HOME": "/x", "HOME": "/h"]) == "/c/checked-careers.json")
        #expect(path(["XDG_CACHE_HOME": "/x", "HOME": "/h"]) == "/x/supersoccer/checked-careers.json")
        #expect(path(["XDG_CACHE_HOME": "relative", "HOME": "/h"]) == "/h/.cache/supersoccer/checked-careers.json")
    }

    private func ledgerURL(in directory: URL) -> URL {
        directory.appendingPathComponent("cache/checked-careers.json")
    }

    private func manager(_ directory: URL, ledger: URL) -> SQLiteDataManager {
        SQLiteDataManager(dataDirectory: directory, worldSource: { _ in SeasonWorld.world },
                          ledger: CheckedCareerLedger(url: ledger))
    }

    /// A process that created career "owls", played two match days and ended.
    private func playedSession(_ directory: URL, ledger: URL) async throws {
        _ = try await process(directory, ledger: ledger) { manager async throws in
            try await startSeasonCareer(manager)
            _ = try await manager.advance(careerId: "owls", .matchDays(2))
        }
    }

    /// One process's storage: a manager that does `work` and is gone (its careers closed) when this returns how many
    /// careers it checked in full.
    private func process(_ directory: URL, ledger: URL, _ work: (SQLiteDataManager) async throws -> Void)
        async throws -> Int {
        let manager = manager(directory, ledger: ledger)
        try await work(manager)
        return manager.connections.checkedOpens
    }
}
