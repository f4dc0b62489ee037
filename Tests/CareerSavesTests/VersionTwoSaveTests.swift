import CareerSaves
import DataManaging
import Foundation
import Persistence
import Testing

/// A save exported by the schema-v2 game (Fixtures/README.md) verifies, imports with a migration and plays
/// on into the next season.
@Suite("A version-two save")
struct VersionTwoSaveTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/v2-career.sssave")

    @Test("imports, migrated to the current schema, and plays through its season's end")
    func importsAndPlaysOn() async throws {
        let fixture = try CareerFixture()
        let saves = CareerSaves(dataDirectory: fixture.dataDirectory)
        #expect(try saves.verify(Self.fixture).migratedFromSchemaVersion == 2)
        let imported = try saves.importSave(Self.fixture, as: "vera", replace: false)
        #expect(imported.migratedFromSchemaVersion == 2)
        #expect(imported.header.summary.club == "Hiccupborough Rovers")

        let result = try await fixture.manager.advance(careerId: "vera", .seasons(1))
        #expect(result.seasonEnds.map(\.finishedSeasonLabel) == ["2026/27"])
        #expect(result.summary.seasonLabel == "2027/28")
    }
}
