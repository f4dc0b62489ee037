import Foundation
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// A first open checked on two connections at once reports what the passes one after the other on one connection
/// report: a damaged file before anything else, the values before the references.
struct SplitFirstCheckTests {
    private static let badValue = "UPDATE player SET fitness = 500 WHERE id = (SELECT min(id) FROM player)"
    private static let dangling = "UPDATE player SET teamId = 'nowhere' WHERE id = (SELECT max(id) FROM player)"

    /// The fixture career's file with `damage` done to it: the reason the split check gives, and the one the passes
    /// one after the other give (nil: the file is sound).
    /// `breakingAPage`: a page of the player table is overwritten with bytes no page holds, after `damage`.
    private func reasons(after damage: [String], breakingAPage: Bool = false) async throws
        -> (split: String?, sequential: String?) {
        try await withTemporaryDirectory { directory throws in
            let url = CareerDatabase.fileURL(slot: "fixture", in: directory)
            try CareerFileWriter.create(FixtureCareer.records, at: url)
            let raw = try DatabaseQueue(path: url.path)
            try raw.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA foreign_keys = OFF")
                for sql in damage { try db.execute(sql: sql) }
            }
            let page = try raw.read { db in
                try Int.fetchOne(db, sql: "SELECT pageno FROM dbstat WHERE name = 'player' AND pagetype = 'leaf'")
            }
            try raw.close()
            if breakingAPage {
                let file = try FileHandle(forWritingTo: url)
                try file.seek(toOffset: UInt64((try #require(page) - 1) * 4096 + 8))
                try file.write(contentsOf: Data(repeating: 0xFF, count: 64))
                try file.close()
            }
            // The rules' SQL functions, as every career connection has them.
            var checking = Configuration()
            ContentCheckFunctions.install(in: &checking)
            let split = reason {
                try SplitFirstCheck.check(try DatabaseQueue(path: url.path, configuration: checking),
                                          sidePasses: try DatabaseQueue(path: url.path))
            }
            let sequential = reason {
                let queue = try DatabaseQueue(path: url.path, configuration: checking)
                _ = try CareerConnection.checkedVersion(of: queue, checkingIntegrity: true)
                try queue.read { db in try CareerContentCheck.check(db, checkingReferences: true, storageClasses: true) }
            }
            return (split, sequential)
        }
    }

    /// The reason a player reads (`CareerConnection.run`): a refusal's own, else SQLite's error as the game words it.
    private func reason(_ check: () throws -> Void) -> String? {
        do {
            try check()
            return nil
        } catch let rejection as CareerFileRejection {
            return rejection.reason
        } catch {
            return DatabaseFailure.reason(for: error)
        }
    }

    @Test func aSoundCareerPasses() async throws {
        let found = try await reasons(after: [])
        #expect(found.split == nil && found.sequential == nil, "\(found)")
    }

    @Test func aBadValueIsReportedBeforeADanglingReference() async throws {
        let found = try await reasons(after: [Self.badValue, Self.dangling])
        #expect(found.split?.contains("fitness is 500") == true, "\(found.split ?? "nothing")")
        #expect(found.split == found.sequential)
    }

    @Test func aDamagedFileIsReportedBeforeItsValues() async throws {
        let found = try await reasons(after: [Self.badValue], breakingAPage: true)
        #expect(found.split == UnreadableReason.damaged, "\(found.split ?? "nothing")")
        #expect(found.split == found.sequential)
    }

    @Test func aDanglingReferenceAloneIsReported() async throws {
        let found = try await reasons(after: [Self.dangling])
        #expect(found.split?.contains("teamId points at no team") == true, "\(found.split ?? "nothing")")
        #expect(found.split == found.sequential)
    }
}
