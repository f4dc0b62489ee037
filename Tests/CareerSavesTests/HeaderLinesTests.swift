import CareerSaves
import Foundation
import SaveArchive
import Testing

@Suite("Header lines")
struct HeaderLinesTests {
    static let header = SaveHeader(applicationID: 1, schemaVersion: 1, compressionLevel: 6, rawSize: 4096,
                                   compressedSize: 1000, payloadCRC32: 0, streamCRC32: 0,
                                   exportedAt: Date(timeIntervalSince1970: 0),
                                   summary: SaveSummary(coach: "Ada Whistle", club: "Owls Athletic",
                                                        season: "2026/27", date: "2026-08-01"))

    @Test("the summary line names coach, club, season and date")
    func summaryLine() {
        #expect(Self.header.summaryLine == "Ada Whistle · Owls Athletic · season 2026/27 · 2026-08-01")
    }

    @Test("the size line gives both sizes, the level and the ratio")
    func sizeLine() {
        #expect(Self.header.sizeLine == "4096 bytes → 1000 bytes (level 6, 24.4%)")
    }

    @Test("an export is named after its slot")
    func fileName() {
        #expect(CareerSaves.fileName(slot: "ada") == "ada.sssave")
    }
}
