import ArgumentParser
import CareerSaves
import Foundation
import PrintableText
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
        let imported: CareerImport
        do {
            imported = try data.saves.importSave(URL(fileURLWithPath: file), as: slot, replace: replace)
        } catch {
            throw withFlagHint(error)
        }
        let replaced = imported.replacedExisting ? " (replaced the previous career)" : ""
        print("imported \(PrintableText.oneLine(file)) as career '\(imported.slot)'\(replaced)")
        print("  \(imported.header.summaryLine)")
        if let old = imported.migratedFromSchemaVersion {
            print("  migrated from schema \(old) to \(SaveArchivePolicy.career.currentSchemaVersion)")
        }
    }

    /// The refusal with the flag that gets past it, where there is one.
    private func withFlagHint(_ error: CareerSaveError) -> CareerSaveError {
        switch error.remedy {
        case .nameTheSlot: CareerSaveError("\(error.message): use --as SLOT")
        case .allowReplacing: CareerSaveError("\(error.message): use --replace to overwrite it")
        case nil: error
        }
    }
}
