import ArgumentParser
import DataManaging
import Foundation
import Persistence

/// `--data-dir` with the game's fallbacks (DESIGN.md §6), and the career file of a slot in it.
struct CareerDirectoryOption: ParsableArguments {
    @Option(name: .customLong("data-dir"),
            help: "Folder holding the careers (default: $SUPERSOCCER_HOME, $XDG_DATA_HOME/supersoccer or ~/.local/share/supersoccer).")
    var dataDir: String?

    var url: URL { DataDirectory.resolve(explicit: dataDir, environment: ProcessInfo.processInfo.environment) }

    /// The career file of `slot`; a slot that is not a safe file name ('/', '..') is refused.
    func careerFile(slot: String, creatingDirectory: Bool) throws(SaveCommandFailure) -> URL {
        do {
            try CareerSlotName.validate(slot)
            if creatingDirectory { try DataDirectory.prepare(url) }
        } catch {
            throw SaveCommandFailure(error.message)
        }
        return CareerDatabase.fileURL(slot: slot, in: url)
    }
}
