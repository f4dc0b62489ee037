import SaveArchive

/// A save command's one-line refusal; ArgumentParser prints it as `Error: …` and exits with 1.
struct SaveCommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    /// A save error, prefixed with the file it is about unless it names a path itself.
    init(_ error: SaveArchiveError, file: String) {
        self.init(error.path == nil ? "\(file): \(error.message)" : error.message)
    }
}
