/// An import as found in one file of a target.
struct SourceImport: Sendable {
    /// Relative to the package root.
    let file: String
    let declaration: ImportDeclaration
}

/// A target of the package graph with its layer and the imports of its Swift files.
struct AuditedTarget: Sendable {
    let target: PackageGraph.Target
    let row: LayerRow?
    let imports: [SourceImport]

    var name: String { target.name }
    var layer: Layer? { row?.layer }
}
