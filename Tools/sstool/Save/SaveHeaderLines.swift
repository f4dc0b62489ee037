import Foundation
import Persistence
import PrintableText
import SaveArchive

/// How `save inspect` prints a header: aligned `name  value` lines, one fact each.
enum SaveHeaderLines {
    static func details(_ header: SaveHeader, file: String) -> [String] {
        let isCareer = header.applicationID == CareerDatabase.applicationID
        let rows: [(String, String)] = [
            ("file", PrintableText.oneLine(file)),
            ("coach", header.summary.coach),
            ("club", header.summary.club),
            ("season", header.summary.season),
            ("date", header.summary.date),
            ("exported at", header.exportedAt.formatted(.iso8601)),
            ("format version", "\(header.formatVersion)"),
            ("schema version", "\(header.schemaVersion) (this build: \(CareerDatabase.schemaVersion))"),
            ("application id", hex(header.applicationID) + (isCareer ? " (SuperSoccer career)" : " (not a SuperSoccer career)")),
            ("database size", "\(header.rawSize) bytes"),
            ("compressed size", "\(header.compressedSize) bytes, level \(header.compressionLevel)"),
            ("file size", "\(header.fileSize) bytes"),
            ("payload CRC-32", hex(header.payloadCRC32)),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.1 }
    }

    private static func hex<T: BinaryInteger>(_ value: T) -> String {
        "0x" + String(UInt32(truncatingIfNeeded: value), radix: 16)
    }
}
