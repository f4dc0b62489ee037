import ArgumentParser
import Foundation
import Persistence
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
        let career = try data.careerFile(slot: slot, creatingDirectory: false)
        // Reading the live career first gives a refusal that names the slot (missing, damaged, foreign).
        do {
            _ = try CareerDatabase.summary(ofCareerAt: career)
        } catch {
            throw SaveCommandFailure(error.message)
        }
        let file = output ?? "\(slot).sssave"
        let report: ExportReport
        do {
            report = try SaveArchive.export(database: career, to: URL(fileURLWithPath: file), level: level,
                                            policy: .career, summarize: SaveSummary.ofCareer(at:))
        } catch {
            throw SaveCommandFailure(error, file: file)
        }
        print("exported career '\(slot)' to \(file)")
        print("  \(SaveHeaderLines.summary(report.header))")
        print("  \(SaveHeaderLines.sizes(report.header))")
    }
}
