import CareerSaves
import Foundation
import Glibc
import Persistence
import SaveArchive
import Testing

@Suite("Refusals")
struct RefusalTests {
    @Test("an existing career is not overwritten without replace, down to its bytes")
    func existingSlotNeedsReplace() async throws {
        let fixture = try CareerFixture()
        try await fixture.createCareer(slot: "ada")
        try await fixture.createCareer(slot: "bob", coach: "Bob", clubIndex: 5)
        let saves = CareerSaves(dataDirectory: fixture.dataDirectory)
        let file = fixture.saveFile("bob.sssave")
        _ = try saves.export(slot: "bob", to: file, level: 6)
        let before = try Data(contentsOf: fixture.careerFile("ada"))
        let listing = try fixture.dataListing()

        #expect(throws: CareerSaveError("career 'ada' already exists", remedy: .allowReplacing)) {
            try saves.importSave(file, as: "ada", replace: false)
        }
        #expect(try Data(contentsOf: fixture.careerFile("ada")) == before)
        let dataListingAfter = try fixture.dataListing()
        #expect(dataListingAfter == listing)
    }

    @Test("slot names that are no safe file name are refused by export and import", arguments: ["a/b", "..", "", "-x"])
    func invalidSlotNames(slot: String) async throws {
        let fixture = try CareerFixture()
        try await fixture.createCareer(slot: "ada")
        let saves = CareerSaves(dataDirectory: fixture.dataDirectory)
        let file = fixture.saveFile("ada.sssave")
        _ = try saves.export(slot: "ada", to: file, level: 6)
        let listing = try fixture.dataListing()
        let refusal = CareerSaveError("invalid career slot name '\(slot)': use 1–40 letters, digits, '-' or '_'")

        #expect(throws: refusal) { try saves.importSave(file, as: slot, replace: true) }
        #expect(throws: refusal) { try saves.export(slot: slot, to: fixture.saveFile("x.sssave"), level: 6) }
        let dataListingAfter = try fixture.dataListing()
        #expect(dataListingAfter == listing)
        let saveListingAfter = try fixture.saveListing()
        #expect(saveListingAfter == ["ada.sssave"])
    }

    @Test("a file whose name is no slot name needs an explicit slot")
    func fileNameThatIsNoSlot() async throws {
        let fixture = try CareerFixture()
        try await fixture.createCareer(slot: "ada")
        let saves = CareerSaves(dataDirectory: fixture.dataDirectory)
        let file = fixture.saveFile("my save.sssave")
        _ = try saves.export(slot: "ada", to: file, level: 6)

        #expect(throws: CareerSaveError("cannot name a career slot after 'my save'", remedy: .nameTheSlot)) {
            try saves.importSave(file, as: nil, replace: false)
        }
        #expect(try saves.importSave(file, as: "my-save", replace: false).slot == "my-save")
    }

    @Test("exporting a career that does not exist fails with one line and writes nothing")
    func unknownCareer() throws {
        let fixture = try CareerFixture()
        let saves = CareerSaves(dataDirectory: fixture.dataDirectory)

        #expect(throws: CareerSaveError("no career in slot 'ghost'")) {
            try saves.export(slot: "ghost", to: fixture.saveFile("ghost.sssave"), level: 6)
        }
        let saveListingAfter = try fixture.saveListing()
        #expect(saveListingAfter == [])
    }

    @Test("exporting into a folder that does not exist fails cleanly and leaves no file")
    func missingDestinationFolder() async throws {
        let fixture = try CareerFixture()
        try await fixture.createCareer(slot: "ada")
        let missing = fixture.saveFolder.appendingPathComponent("missing", isDirectory: true)
        let file = missing.appendingPathComponent("ada.sssave")

        #expect(throws: CareerSaveError("cannot write \(file.path): its folder \(missing.path) does not exist")) {
            try CareerSaves(dataDirectory: fixture.dataDirectory).export(slot: "ada", to: file, level: 6)
        }
        #expect(!FileManager.default.fileExists(atPath: missing.path))
        let saveListingAfter = try fixture.saveListing()
        #expect(saveListingAfter == [])
        let dataListingAfter = try fixture.dataListing()
        #expect(dataListingAfter == ["ada.sqlite"])
    }

    @Test("a damaged save is refused by inspect, verify and import with one line naming the file")
    func damagedSave() async throws {
        let fixture = try CareerFixture()
        try await fixture.createCareer(slot: "ada")
        let saves = CareerSaves(dataDirectory: fixture.dataDirectory)
        let good = fixture.saveFile("ada.sssave")
        let header = try saves.export(slot: "ada", to: good, level: 6).header
        var bytes = try [UInt8](Data(contentsOf: good))
        bytes[header.headerLength - 5] ^= 0x01  // the last summary byte, under the header CRC
        let damaged = fixture.saveFile("damaged.sssave")
        try Data(bytes).write(to: damaged)
        let listing = try fixture.dataListing()

        let inspectError = #expect(throws: CareerSaveError.self) { try saves.inspect(damaged) }
        let verifyError = #expect(throws: CareerSaveError.self) { try saves.verify(damaged) }
        let importError = #expect(throws: CareerSaveError.self) { try saves.importSave(damaged, as: "copy", replace: true) }
        for error in [inspectError, verifyError, importError] {
            #expect(error?.message.hasPrefix("\(damaged.path): header checksum mismatch") == true)
            #expect(error?.message.contains("\n") == false)
            #expect(error?.remedy == nil)
        }
        let dataListingAfter = try fixture.dataListing()
        #expect(dataListingAfter == listing)
    }

    @Test("a file that cannot be read is named once, by the archive's own message")
    func missingSaveFile() throws {
        let fixture = try CareerFixture()
        let file = fixture.saveFile("nothere.sssave")

        #expect(throws: CareerSaveError("cannot read \(file.path): No such file or directory")) {
            try CareerSaves(dataDirectory: fixture.dataDirectory).inspect(file)
        }
    }

    @Test("a FIFO named like a career is refused by export before anything opens it")
    func fifoIsRefused() throws {
        let fixture = try CareerFixture()
        try FileManager.default.createDirectory(at: fixture.dataDirectory, withIntermediateDirectories: true)
        #expect(mkfifo(CareerDatabase.fileURL(slot: "pipe", in: fixture.dataDirectory).path, 0o600) == 0)
        let saves = CareerSaves(dataDirectory: fixture.dataDirectory)
        #expect {
            _ = try saves.export(slot: "pipe", to: fixture.saveFile("pipe.sssave"), level: 6)
        } throws: { error in
            "\(error)" == "career 'pipe' cannot be read: not a regular file"
        }
    }
}
