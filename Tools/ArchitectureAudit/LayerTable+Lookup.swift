extension LayerTable {
    /// The row a target belongs to: an exact name wins, then the longest name suffix, then the
    /// deepest folder. `nil` when the table has no place for the target.
    public func row(forTarget name: String, path: String) -> LayerRow? {
        if let named = rows.first(where: { $0.names.contains(name) }) {
            return named
        }
        let bySuffix = rows
            .filter { row in row.nameSuffix.map { name.hasSuffix($0) && name != $0 } ?? false }
            .max { ($0.nameSuffix?.count ?? 0) < ($1.nameSuffix?.count ?? 0) }
        if let bySuffix {
            return bySuffix
        }
        let byFolder = rows
            .compactMap { row in row.deepestFolder(containing: path).map { (row, $0.count) } }
            .max { $0.1 < $1.1 }
        return byFolder?.0
    }

    public func row(for layer: Layer) -> LayerRow? {
        rows.first { $0.layer == layer }
    }

    /// The group a non-target module belongs to, if any.
    public func group(ofModule module: String) -> ModuleGroup? {
        ModuleGroup.allCases.first { groups[$0]?.contains(module) ?? false }
    }

    /// Toolchain modules and the toolchain's groups: importable without a manifest declaration.
    public func isProvidedByToolchain(_ module: String) -> Bool {
        toolchainModules.contains(module) || group(ofModule: module).map(toolchainGroups.contains) == true
    }
}

extension LayerRow {
    fileprivate func deepestFolder(containing path: String) -> String? {
        folders
            .filter { path == $0 || path.hasPrefix($0 + "/") }
            .max { $0.count < $1.count }
    }

    /// The target this one is named after (`TeamFeatureMocks` → `TeamFeature`), if the row has subjects.
    public func subject(ofTarget name: String) -> String? {
        guard let subjectSuffix, name.hasSuffix(subjectSuffix), name.count > subjectSuffix.count else {
            return nil
        }
        return String(name.dropLast(subjectSuffix.count))
    }
}
