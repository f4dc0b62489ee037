import ArgumentParser
import DataManaging
import Foundation
import SaveArchive

/// `sstool save import FILE [--as SLOT] [--replace]`
struct SaveImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Install a save file as a career after every check has passed.",
        discussion: "An existing career is only replaced with --replace, and then only once the new one is verified; it is kept as a backup until the new one is installed."
    )

    @OptionGroup var data: CareerDirectoryOption

    @Argument(help: "The save file to import.")
    var file: String

    @Option(name: .customLong("as"), help: "The career slot to install into (default: the file's name without extension).")
    var slot: String?

    @Flag(help: "Replace an existing career in that slot.")
    var replace = false

    func run() throws {
        let slot = try targetSlot()
        let career = try data.careerFile(slot: slot, creatingDirectory: true)
        let report: InstallReport
        do {
            report = try SaveArchive.install(URL(fileURLWithPath: file), as: career, replace: replace, policy: .career)
        } catch .targetExists {
            throw SaveCommandFailure("career '\(slot)' already exists: use --replace to overwrite it")
        } catch {
            throw SaveCommandFailure(error, file: file)
        }
        let replaced = report.replacedExisting ? " (replaced the previous career)" : ""
        print("imported \(file) as career '\(slot)'\(replaced)")
        print("  \(SaveHeaderLines.summary(report.save.header))")
        if let old = report.save.migratedFromSchemaVersion {
            print("  migrated from schema \(old) to \(SaveArchivePolicy.career.currentSchemaVersion)")
        }
    }

    /// `--as`, else the file's name without its extension; either must be a valid slot name.
    private func targetSlot() throws(SaveCommandFailure) -> String {
        if let slot { return slot }
        let derived = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        guard CareerSlotName.isValid(derived) else {
            throw SaveCommandFailure("cannot name a career slot after '\(derived)': use --as SLOT")
        }
        return derived
    }
}
