import ArgumentParser
import Foundation
import SaveArchive

/// `sstool save inspect FILE`
struct SaveInspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show a save file's header and summary without unpacking it."
    )

    @Argument(help: "The save file to inspect.")
    var file: String

    func run() throws {
        let header: SaveHeader
        do {
            header = try SaveArchive.inspect(URL(fileURLWithPath: file))
        } catch {
            throw SaveCommandFailure(error, file: file)
        }
        SaveHeaderLines.details(header, file: file).forEach { print($0) }
    }
}
