/// One reason a target depends on a module: a manifest declaration or an import in a source file.
struct DependencyEdge: Sendable {
    enum Site: Sendable {
        case manifest
        case source(SourceImport)
    }

    let from: AuditedTarget
    let module: String
    let site: Site

    /// How the edge reads in a message.
    var verb: String {
        sourceImport == nil ? "depends on" : "imports"
    }

    var sourceImport: SourceImport? {
        if case .source(let sourceImport) = site { sourceImport } else { nil }
    }
}
