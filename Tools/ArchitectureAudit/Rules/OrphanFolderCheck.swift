/// `orphan-source-folder`: a folder of Swift files under a source root that no target's path holds.
/// Files a target excludes still sit inside its path, so they are not orphans.
struct OrphanFolderCheck: AuditCheck {
    func violations(in context: AuditContext) -> [Violation] {
        // A set lookup per enclosing folder keeps the check linear in files × depth, not files × targets.
        let targetPaths = Set(context.targets.map { $0.target.path[...] })
        var orphansByFolder: [Substring: [String]] = [:]
        for file in context.swiftFilesOnDisk {
            let folders = Self.enclosingFolders(of: file)
            if !folders.contains(where: { targetPaths.contains($0) }) {
                orphansByFolder[folders.first ?? "", default: []].append(file)
            }
        }
        return orphansByFolder.keys.sorted().compactMap { folder in
            guard let files = orphansByFolder[folder]?.sorted(), let first = files.first else { return nil }
            return Violation(rule: .orphanSourceFolder, file: first, line: 1,
                             message: "\(folder) holds \(files.count) Swift file(s) but belongs to no target")
        }
    }

    /// `a/b/c.swift` → `a/b`, `a`: innermost first, without copying the path.
    private static func enclosingFolders(of file: String) -> [Substring] {
        var folders: [Substring] = []
        var end = file.lastIndex(of: "/")
        while let slash = end {
            let folder = file[..<slash]
            folders.append(folder)
            end = folder.lastIndex(of: "/")
        }
        return folders
    }
}
