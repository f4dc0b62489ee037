import DataManaging
import Foundation

/// The career slots present in a data directory, read from the file names.
package enum CareerSlotFiles {
    private static let defaultSlotPrefix = "career-"

    /// The slot of every `*.sqlite` entry, sorted; empty when the directory does not exist.
    package static func slots(in directory: URL) throws(DataError) -> [String] {
        let suffix = "." + CareerDatabase.fileExtension
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
            throw .dataDirectoryUnusable(path: directory.path, reason: "its contents cannot be listed")
        }
        return names.filter { $0.hasSuffix(suffix) && $0.count > suffix.count }
            .map { String($0.dropLast(suffix.count)) }
            .sorted()
    }

    /// The first `career-N` (N from 1) with no file yet.
    package static func firstFreeSlot(in directory: URL) -> String {
        var number = 1
        while FileManager.default.fileExists(
            atPath: CareerDatabase.fileURL(slot: defaultSlotPrefix + String(number), in: directory).path) {
            number += 1
        }
        return defaultSlotPrefix + String(number)
    }
}
