import SwiftParser
import SwiftSyntax

/// Finds the `import` declarations of a Swift source with swift-syntax, so imports in comments
/// and string literals are never mistaken for real ones and `#if` clauses are known.
public enum ImportScanner {
    public static func imports(inSource source: String) -> [ImportDeclaration] {
        let tree = Parser.parse(source: source)
        let collector = ImportCollector(converter: SourceLocationConverter(fileName: "", tree: tree))
        collector.walk(tree)
        return collector.imports
    }
}

private final class ImportCollector: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private(set) var imports: [ImportDeclaration] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        // Every clause of an `#if` is visited, active or not: the audit judges all of them.
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let path = node.path.map(\.name.text)
        imports.append(ImportDeclaration(
            module: path.first ?? "",
            path: path,
            kind: node.importKindSpecifier?.text,
            attributes: node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription },
            modifiers: node.modifiers.map(\.name.text),
            line: node.startLocation(converter: converter).line,
            conditions: Self.conditions(enclosing: Syntax(node))
        ))
        return .skipChildren
    }

    /// The `#if`/`#elseif`/`#else` clauses around a node, outermost first.
    private static func conditions(enclosing node: Syntax) -> [String] {
        var clauses: [String] = []
        var current = node.parent
        while let ancestor = current {
            if let clause = ancestor.as(IfConfigClauseSyntax.self) {
                clauses.append(describe(clause))
            }
            current = ancestor.parent
        }
        return clauses.reversed()
    }

    /// `#if X` / `#elseif Y` as written; an `#else` names the `#if` it belongs to.
    private static func describe(_ clause: IfConfigClauseSyntax) -> String {
        let keyword = clause.poundKeyword.text
        if let condition = clause.condition {
            return "\(keyword) \(condition.trimmedDescription)"
        }
        let opening = clause.parent?.as(IfConfigClauseListSyntax.self)?.first
        return opening?.condition.map { "\(keyword) of #if \($0.trimmedDescription)" } ?? keyword
    }
}
