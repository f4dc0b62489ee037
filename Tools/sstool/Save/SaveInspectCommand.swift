import ArgumentParser
import CareerSaves
import Foundation

/// `sstool save inspect FILE`
struct SaveInspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show a save file's header and summary without unpacking it."
    )

    @Argument(help: "The save file to inspect.")
    var file: String

    func run() throws {
        let header = try CareerDirectoryOption.saves().inspect(URL(fileURLWithPath: file))
        SaveHeaderLines.details(header, file: file).forEach { print($0) }
    }
}
