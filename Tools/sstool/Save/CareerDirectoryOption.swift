import ArgumentParser
import CareerSaves
import Foundation
import Persistence

/// `--data-dir` with the game's fallbacks (ARCHITECTURE.md §6), and the career saves kept there.
struct CareerDirectoryOption: ParsableArguments {
    @Option(name: .customLong("data-dir"),
            help: "Folder holding the careers (default: $SUPERSOCCER_HOME, $XDG_DATA_HOME/supersoccer or ~/.local/share/supersoccer).")
    var dataDir: String?

    /// An empty folder name is a mistake, not a request for the default folder; a file (or a path through one) is
    /// no folder of careers.
    func validate() throws {
        if let dataDir, dataDir.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--data-dir must name a folder, not an empty string")
        }
        try DataDirectory.checkCanHoldCareers(url)
    }

    var saves: CareerSaves { CareerSaves(dataDirectory: url) }

    private var url: URL { Self.url(explicit: dataDir) }

    /// For the commands that read a save file but no career (inspect, verify), so take no `--data-dir`.
    static func saves(explicit: String? = nil) -> CareerSaves {
        CareerSaves(dataDirectory: url(explicit: explicit))
    }

    private static func url(explicit: String?) -> URL {
        DataDirectory.resolve(explicit: explicit, environment: ProcessInfo.processInfo.environment)
    }
}
