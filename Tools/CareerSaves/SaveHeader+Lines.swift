import Foundation
import SaveArchive

extension SaveHeader {
    /// Who, which club, when in the game: `Ada Lovelace · Owls Athletic · season 2026/27 · 2026-07-01`.
    public var summaryLine: String {
        "\(summary.coach) · \(summary.club) · season \(summary.season) · \(summary.date)"
    }

    /// Database size, save size and level: `524288 bytes → 61234 bytes (level 6, 11.7%)`.
    public var sizeLine: String {
        let percent = rawSize == 0 ? 0 : Double(compressedSize) * 100 / Double(rawSize)
        return "\(rawSize) bytes → \(compressedSize) bytes (level \(compressionLevel), "
            + String(format: "%.1f%%)", percent)
    }
}
