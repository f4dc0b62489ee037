import Foundation

/// Writes a synthetic package to disk: manifest, every source file, and its describe JSON beside
/// the manifest as `describe.json` (which is not Swift, so the audit ignores it).
enum SyntheticPackageWriter {
    /// Returns the describe JSON.
    @discardableResult
    static func write(_ package: SyntheticPackage, to root: URL) throws -> Data {
        let files = FileManager.default
        try files.createDirectory(at: root, withIntermediateDirectories: true)
        try SyntheticManifest.text(of: package).write(to: root.appendingPathComponent("Package.swift"),
                                                      atomically: false, encoding: .utf8)
        for target in package.targets {
            let folder = root.appendingPathComponent(target.path, isDirectory: true)
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
            for (index, file) in target.files.enumerated() {
                try SyntheticSource.text(of: target, part: index + 1)
                    .write(to: folder.appendingPathComponent(file), atomically: false, encoding: .utf8)
            }
        }
        let description = try SyntheticDescription.json(of: package)
        try description.write(to: root.appendingPathComponent("describe.json"))
        return description
    }
}
