import Foundation
@testable import Persistence
import Testing
import TestSupport

/// The ledger as a file: what it answers for a file as noted and once changed, and that it forgets careers whose
/// files are gone once it holds more than `pruneAbove`.
struct CheckedCareerLedgerFileTests {
    @Test func itAnswersOnlyForAFileExactlyAsNoted() async throws {
        try await withTemporaryDirectory { directory throws in
            let ledger = CheckedCareerLedger(url: directory.appendingPathComponent("cache/ledger.json"))
            let career = directory.appendingPathComponent("a.sqlite")
            try Data("one".utf8).write(to: career)
            #expect(ledger.checked(career) == nil)
            ledger.record(career, integrity: false, references: true)
            #expect(ledger.checked(career)?.references == true)
            #expect(ledger.checked(career)?.integrity == false)
            try Data("two!".utf8).write(to: career)
            #expect(ledger.checked(career) == nil)
        }
    }

    @Test func pastItsLimitItForgetsCareersWhoseFilesAreGone() async throws {
        try await withTemporaryDirectory { directory throws in
            let url = directory.appendingPathComponent("ledger.json")
            let ledger = CheckedCareerLedger(url: url)
            let careers = (0...CheckedCareerLedger.pruneAbove).map { directory.appendingPathComponent("c\($0).sqlite") }
            for career in careers {
                try Data(career.lastPathComponent.utf8).write(to: career)
                ledger.record(career, integrity: true, references: true)
            }
            // The last record went past the limit with every file still there: nothing was forgotten.
            let entries = { try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:] }
            #expect(try entries().count == careers.count)
            for career in careers.dropLast(2) { try FileManager.default.removeItem(at: career) }
            let kept = try #require(careers.last)
            try Data("changed".utf8).write(to: kept)
            ledger.record(kept, integrity: true, references: true)
            #expect(try entries().count == 2)
            #expect(ledger.checked(kept) != nil)
        }
    }
}
