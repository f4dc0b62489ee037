import ArgumentParser
import CareerSaves
import Foundation
import PrintableText
import SaveArchive

/// `sstool save verify FILE`
struct SaveVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Run every import check on a save file in a scratch copy; installs nothing."
    )

    @Argument(help: "The save file to verify.")
    var file: String

    func run() throws {
        let verified = try CareerDirectoryOption.saves().verify(URL(fileURLWithPath: file))
        print("ok: \(PrintableText.oneLine(file)) passes every import check")
        print("  \(verified.header.summaryLine)")
        print("  \(verified.header.sizeLine)")
        if let old = verified.migratedFromSchemaVersion {
            print("  would be migrated from schema \(old) to \(SaveArchivePolicy.career.currentSchemaVersion)")
        }
    }
}
