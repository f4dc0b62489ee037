@testable import CareerUseCases
import DataManaging
import Foundation
import Glibc
@testable import Persistence
import Testing
import TestSupport

/// A FIFO named like a career would block whoever reads it: the game lists it as unreadable and refuses
/// it, without ever opening it.
struct SpecialFileTests {
    @Test func aFIFONamedLikeACareerIsUnreadableAndNeverOpened() async throws {
        try await withTemporaryDirectory { directory throws in
            let fifo = CareerDatabase.fileURL(slot: "pipe", in: directory)
            #expect(mkfifo(fifo.path, 0o600) == 0)
            let manager = SQLiteDataManager(dataDirectory: directory)
            #expect(try await manager.listCareers() == [CareerSlot(slot: "pipe",
                                                                   status: .unreadable(reason: "not a regular file"))])
            await #expect(throws: DataError.careerUnreadable(slot: "pipe", reason: "not a regular file")) {
                try await manager.careerSummary(careerId: "pipe")
            }
            await #expect(throws: DataError.careerUnreadable(slot: "pipe", reason: "not a regular file")) {
                try await manager.advance(careerId: "pipe", .matchDays(1))
            }
            #expect(CareerDatabase.fileTypeProblem(at: fifo) == "not a regular file")
            #expect(CareerDatabase.fileTypeProblem(at: directory) == "not a regular file")
        }
    }
}
