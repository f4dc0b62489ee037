import DataManaging
import Foundation
import PrintableText
import SaveArchive

/// A save operation on a career that failed; `message` is one line, fit to show as is.
public struct CareerSaveError: Error, Equatable, CustomStringConvertible {
    /// A way out that depends on the front end (a flag of `sstool`, a choice in the game), so
    /// each front end words it itself.
    public enum Remedy: Sendable, Equatable {
        /// The file's name is no valid slot name: install it under one given explicitly.
        case nameTheSlot
        /// The slot holds a career: import again allowing it to be replaced.
        case allowReplacing
    }

    public let message: String
    public let remedy: Remedy?

    /// Names in `message` (files, slots) come from the user or from files: they are printed safely.
    public init(_ message: String, remedy: Remedy? = nil) {
        self.message = PrintableText.oneLine(message)
        self.remedy = remedy
    }

    /// A refusal from the data layer (slot name, data directory, a career that cannot be read).
    init(_ error: DataError) {
        self.init(error.message)
    }

    /// A save error, prefixed with the file it is about (as the caller spelt it) unless it names a path itself.
    init(_ error: SaveArchiveError, file: URL) {
        self.init(error.path == nil ? "\(file.relativePath): \(error.message)" : error.message)
    }

    public var description: String { message }
}
