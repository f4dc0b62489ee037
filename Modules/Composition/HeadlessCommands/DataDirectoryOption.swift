import ArgumentParser
import DataManaging
import Foundation
import Persistence

/// `--data-dir`, shared by every command; falls back as ARCHITECTURE.md §6 says.
struct DataDirectoryOption: ParsableArguments {
    @Option(name: .customLong("data-dir"), help: "Folder holding the careers (default: $SUPERSOCCER_HOME, $XDG_DATA_HOME/supersoccer or ~/.local/share/supersoccer).")
    var dataDir: String?

    /// An empty folder name is a mistake, not a request for the default folder; a file (or a path through one) is a
    /// folder no command can use, whatever it does.
    func validate() throws {
        if let dataDir, dataDir.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--data-dir must name a folder, not an empty string")
        }
        do {
            try DataDirectory.checkCanHoldCareers(url)
        } catch {
            throw CommandFailure(error.message)
        }
    }

    var url: URL { DataDirectory.resolve(explicit: dataDir, environment: ProcessInfo.processInfo.environment) }

    /// The directory, created when missing; a one-line failure when it cannot be used.
    func prepared() throws -> URL {
        let url = url
        do {
            try DataDirectory.prepare(url)
        } catch {
            throw CommandFailure(error.message)
        }
        return url
    }
}
