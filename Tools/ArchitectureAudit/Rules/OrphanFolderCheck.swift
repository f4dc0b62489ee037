/// `orphan-source-folder`: a folder of Swift files under a source root that no target's path holds.
/// Files a target excludes still sit inside its path, so they are not orphans.
struct OrphanFolderCheck: AuditCheck {
    func violations(in context: AuditContext) -> [Violation] {
        let targetPaths = context.targets.map(\.target.path)
        let orphans = context.swiftFilesOnDisk.filter { file in
            !targetPaths.contains { file.hasPrefix($0 + "/") }
        }
        let byFolder = Dictionary(grouping: orphans) { file in
            file.split(separator: "/").dropLast().joined(separator: "/")
        }
        return byFolder.keys.sorted().compactMap { folder in
            guard let files = byFolder[folder]?.sorted(), let first = files.first else { return nil }
            return Violation(rule: .orphanSourceFolder, file: first, line: 1,
                             message: "\(folder) holds \(files.count) Swift file(s) but belongs to no target")
        }
    }
}
