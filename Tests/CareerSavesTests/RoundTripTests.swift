import CareerSaves
import Foundation
import Persistence
import SaveArchive
import Testing

@Suite("Export and import")
struct RoundTripTests {
    @Test("a career exported and imported under another slot reads back as the same career")
    func exportThenImportElsewhere() async throws {
        let fixture = try CareerFixture()
        let original = try await fixture.createCareer(slot: "ada")
        let saves = CareerSaves(dataDirectory: fixture.dataDirectory)
        let file = fixture.saveFile("ada.sssave")

        let export = try saves.export(slot: "ada", to: file, level: 9)
        #expect(export.file == file)
        #expect(export.header.summary == SaveSummary(coach: original.coachName, club: original.clubName,
                                                     season: original.seasonLabel, date: original.date.description))
        #expect(export.header.compressionLevel == 9)
        #expect(try saves.inspect(file) == export.header)
        let verified = try saves.verify(file)
        #expect(verified.header == export.header)
        #expect(verified.migratedFromSchemaVersion == nil)

        let listing = try fixture.dataListing()
        let imported = try saves.importSave(file, as: "copy", replace: false)
        #expect(imported.slot == "copy")
        #expect(imported.header == export.header)
        #expect(!imported.replacedExisting)
        #expect(imported.migratedFromSchemaVersion == nil)
        let dataListingAfter = try fixture.dataListing()
        #expect(dataListingAfter == (listing + ["copy.sqlite"]).sorted())
        #expect(try await fixture.manager.careerSummary(careerId: "copy") == original.inSlot("copy"))
        #expect(try await fixture.manager.careerSummary(careerId: "ada") == original)
    }

    @Test("replace installs the imported career over an existing one")
    func replaceExisting() async throws {
        let fixture = try CareerFixture()
        try await fixture.createCareer(slot: "ada")
        let bob = try await fixture.createCareer(slot: "bob", coach: "Bob", clubIndex: 5)
        let saves = CareerSaves(dataDirectory: fixture.dataDirectory)
        let file = fixture.saveFile("bob.sssave")
        _ = try saves.export(slot: "bob", to: file, level: 6)
        let listing = try fixture.dataListing()

        let imported = try saves.importSave(file, as: "ada", replace: true)
        #expect(imported.slot == "ada")
        #expect(imported.replacedExisting)
        let dataListingAfter = try fixture.dataListing()
        #expect(dataListingAfter == listing)
        #expect(try await fixture.manager.careerSummary(careerId: "ada") == bob.inSlot("ada"))
    }

    @Test("without a slot, the import is named after the file")
    func defaultSlotFromFileName() async throws {
        let fixture = try CareerFixture()
        let original = try await fixture.createCareer(slot: "ada")
        let saves = CareerSaves(dataDirectory: fixture.dataDirectory)
        let file = fixture.saveFile("rookie-2.sssave")
        _ = try saves.export(slot: "ada", to: file, level: 1)

        #expect(try saves.importSave(file, as: nil, replace: false).slot == "rookie-2")
        #expect(try await fixture.manager.careerSummary(careerId: "rookie-2") == original.inSlot("rookie-2"))
    }

    @Test("the first import creates the data directory")
    func importCreatesDataDirectory() async throws {
        let fixture = try CareerFixture()
        try await fixture.createCareer(slot: "ada")
        let file = fixture.saveFile("ada.sssave")
        _ = try CareerSaves(dataDirectory: fixture.dataDirectory).export(slot: "ada", to: file, level: 6)
        let fresh = fixture.root.appendingPathComponent("fresh/home", isDirectory: true)

        #expect(try CareerSaves(dataDirectory: fresh).importSave(file, as: nil, replace: false).slot == "ada")
        #expect(try CareerDatabase.summary(ofCareerAt: CareerDatabase.fileURL(slot: "ada", in: fresh)).coachName
            == "Ada Whistle")
    }
}
