import ArgumentParser
import Foundation
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
        let verified: VerifiedSave
        do {
            verified = try SaveArchive.verify(URL(fileURLWithPath: file), policy: .career)
        } catch {
            throw SaveCommandFailure(error, file: file)
        }
        print("ok: \(file) passes every import check")
        print("  \(SaveHeaderLines.summary(verified.header))")
        print("  \(SaveHeaderLines.sizes(verified.header))")
        if let old = verified.migratedFromSchemaVersion {
            print("  would be migrated from schema \(old) to \(SaveArchivePolicy.career.currentSchemaVersion)")
        }
    }
}
