import DataManaging
import Foundation

/// Where careers are kept, and making sure that place can hold them.
public enum DataDirectory {
    private static let folderName = "supersoccer"

    /// --data-dir, else $SUPERSOCCER_HOME, else $XDG_DATA_HOME/supersoccer, else ~/.local/share/supersoccer
    public static func resolve(explicit: String?, environment: [String: String]) -> URL {
        if let explicit = nonEmpty(explicit) { return directory(explicit) }
        if let home = nonEmpty(environment["SUPERSOCCER_HOME"]) { return directory(home) }
        // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
        if let dataHome = nonEmpty(environment["XDG_DATA_HOME"]), dataHome.hasPrefix("/") {
            return directory(dataHome).appendingPathComponent(folderName, isDirectory: true)
        }
        let home = nonEmpty(environment["HOME"]) ?? FileManager.default.homeDirectoryForCurrentUser.path
        return directory(home).appendingPathComponent(".local/share/\(folderName)", isDirectory: true)
    }

    /// Creates the directory (and parents) when missing; throws DataError.dataDirectoryUnusable with a reason when it is not a directory or not writable.
    public static func prepare(_ url: URL) throws(DataError) {
        let files = FileManager.default
        let path = url.path
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .dataDirectoryUnusable(path: path, reason: "it is not a directory") }
        } else {
            do {
                try files.createDirectory(at: url, withIntermediateDirectories: true)
            } catch {
                throw .dataDirectoryUnusable(path: path, reason: creationFailure(url))
            }
        }
        guard files.isWritableFile(atPath: path) else {
            throw .dataDirectoryUnusable(path: path, reason: "it is not writable")
        }
    }

    /// Throws DataError.dataDirectoryUnusable when the path could never hold careers — it, or the nearest part of
    /// it that exists, is not a directory — without creating anything: a listing of a file's "subfolder" is an
    /// error, not an empty list.
    public static func checkCanHoldCareers(_ url: URL) throws(DataError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .dataDirectoryUnusable(path: url.path, reason: "it is not a directory") }
            return
        }
        let ancestor = nearestExistingAncestor(of: url)
        guard ancestor.isDirectory else {
            throw .dataDirectoryUnusable(path: url.path, reason: "\(ancestor.url.path) is not a directory")
        }
    }

    /// Names the ancestor that stops the directory from being created, which the file system error does not.
    private static func creationFailure(_ url: URL) -> String {
        let ancestor = nearestExistingAncestor(of: url)
        return ancestor.isDirectory
            ? "it cannot be created in \(ancestor.url.path)"
            : "\(ancestor.url.path) is not a directory"
    }

    private static func nearestExistingAncestor(of url: URL) -> (url: URL, isDirectory: Bool) {
        var ancestor = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory), ancestor.path != "/" {
            ancestor = ancestor.deletingLastPathComponent()
        }
        return (ancestor, isDirectory.boolValue)
    }

    private static func directory(_ path: String) -> URL {
        URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
