@testable import CareerUseCases
import DataManaging
import Foundation
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// The database fuzzer's hand-made hostile seeds (`Tools/SaveArchiveFuzz/database-corpus`, SQL after an `S`), each
/// applied to a career two days into its season: refused at the door in one line, or — what the checks accept — a
/// whole season played on it (issue #38: files that passed every check and could never advance).
struct HostileCorpusTests {
    private static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Tools/SaveArchiveFuzz/database-corpus").standardizedFileURL

    private static let seeds: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { name in
            (try? Data(contentsOf: corpus.appendingPathComponent(name)))?.first == UInt8(ascii: "S")
        }.sorted()
    }()

    @Test func theCorpusHoldsIssue38sCases() {
        for name in ["budgets-at-int64-max", "live-line-up-9-9-9", "current-season-not-the-latest", "cup-extra-tie",
                     "job-offers-by-the-thousand", "long-name-with-escapes", "dangling-fixture"] {
            #expect(Self.seeds.contains(name), "\(name) is missing from \(Self.corpus.path)")
        }
    }

    @Test(arguments: seeds)
    func aSeedIsRefusedInOneLineOrPlaysASeason(seed: String) async throws {
        let sql = String(decoding: try Data(contentsOf: Self.corpus.appendingPathComponent(seed)).dropFirst(), as: UTF8.self)
        try await withTemporaryDirectory { directory in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            _ = try await manager.advance(careerId: "owls", .matchDays(2))
            try await DatabaseQueue(path: CareerDatabase.fileURL(slot: "owls", in: directory).path)
                .writeWithoutTransaction { db in
                    try db.execute(sql: "PRAGMA foreign_keys = OFF")
                    // As the fuzzer bounds an edit: one that recursed for ever fills the pages it may have and stops.
                    let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
                    try db.execute(sql: "PRAGMA max_page_count = \(pages + 5_000)")
                    // A seed written for the generated world may not apply to this one: then the career is unchanged.
                    try? db.execute(sql: sql)
                }
            let session = seasonManager(directory)
            switch try await session.listCareers().first?.status {
            case .unreadable(let reason)?:
                #expect(!reason.isEmpty && !reason.contains("\n"), "\(seed): \(reason)")
            case .ready?:
                do {
                    _ = try await session.advance(careerId: "owls", .seasons(1))
                } catch {
                    Issue.record("\(seed): accepted, then a season was refused: \((error as? DataError)?.message ?? "\(error)")")
                }
            case nil:
                Issue.record("\(seed): the career is not listed")
            }
        }
    }
}
