import Foundation

/// Lists the Swift files under a package's source roots, for the orphan-folder rule.
enum SwiftFileFinder {
    /// Paths relative to `packageRoot`, sorted. Hidden folders (build folders among them) are skipped.
    static func swiftFiles(under roots: [String], packageRoot: URL) -> [String] {
        let rootPath = packageRoot.standardizedFileURL.path
        return roots.flatMap { root -> [String] in
            let folder = packageRoot.appendingPathComponent(root)
            guard let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]
            ) else {
                return []
            }
            return walker.compactMap { item -> String? in
                guard let url = item as? URL, url.pathExtension == "swift" else { return nil }
                let path = url.standardizedFileURL.path
                return path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : nil
            }
        }.sorted()
    }
}
