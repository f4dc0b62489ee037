import ArgumentParser
import CareerSaves
import Foundation
import PrintableText
import SaveArchive

/// `sstool save export --career SLOT [-o FILE] [--level 1-9]`
struct SaveExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a career to a compressed save file (safe while the game is running)."
    )

    @OptionGroup var data: CareerDirectoryOption

    @Option(name: .customLong("career"), help: "The career slot to export.")
    var slot: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "The save file to write (default: <slot>.sssave).")
    var output: String?

    @Option(help: "zlib compression level, 1 (fastest) to 9 (smallest).")
    var level: Int = 6

    func validate() throws {
        guard (1...9).contains(level) else { throw ValidationError("--level must be between 1 and 9") }
    }

    func run() throws {
        let file = output ?? CareerSaves.fileName(slot: slot)
        let report = try data.saves.export(slot: slot, to: URL(fileURLWithPath: file), level: level)
        print("exported career '\(slot)' to \(PrintableText.oneLine(file))")
        print("  \(report.header.summaryLine)")
        print("  \(report.header.sizeLine)")
    }
}
