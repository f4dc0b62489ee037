import SwiftParser
import SwiftSyntax

/// Finds the line of Package.swift that declares a target, so manifest-level violations point
/// somewhere useful. Manifests often build names (`"\(name)Tests"`), so when no literal equals the
/// name, a literal that starts it (`"GameModels"` for `GameModelsTests`) inside a call or variable
/// named like the rest (`tests(…)`, `features`) is the next best place.
public struct ManifestLocator: Sendable {
    struct Literal: Sendable {
        let text: String
        let line: Int
        /// The nearest enclosing call's name or variable name, lowercased.
        let context: String
        /// The literal is a `name:` argument or the first unlabeled argument of a call.
        let isNamingArgument: Bool
    }

    let literals: [Literal]

    public init(manifestSource: String) {
        let tree = Parser.parse(source: manifestSource)
        let collector = LiteralCollector(converter: SourceLocationConverter(fileName: "Package.swift", tree: tree))
        collector.walk(tree)
        literals = collector.literals
    }

    /// The best line for `target`, or 1 when nothing in the manifest names it.
    public func line(ofTarget target: String) -> Int {
        let scored = literals.compactMap { literal in score(literal, for: target).map { ($0, literal.line) } }
        let best = scored.max { lhs, rhs in lhs.0 != rhs.0 ? lhs.0 < rhs.0 : lhs.1 > rhs.1 }
        return best?.1 ?? 1
    }

    private func score(_ literal: Literal, for target: String) -> Int? {
        let naming = literal.isNamingArgument ? 10 : 0
        if literal.text == target {
            return 1_000 + naming + (literal.context.contains("target") ? 5 : 0)
        }
        guard literal.text.count >= 2, target.hasPrefix(literal.text) else {
            return nil
        }
        let rest = target.dropFirst(literal.text.count)
        guard let first = rest.first, first.isUppercase else {
            return nil
        }
        let firstWord = (String(first) + rest.dropFirst().prefix { !$0.isUppercase }).lowercased()
        return (literal.context.contains(firstWord) ? 100 : 0) + naming + literal.text.count
    }
}

private final class LiteralCollector: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private(set) var literals: [ManifestLocator.Literal] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if let text = node.representedLiteralValue {
            literals.append(.init(
                text: text,
                line: node.startLocation(converter: converter).line,
                context: Self.context(of: Syntax(node)),
                isNamingArgument: Self.isNamingArgument(node)
            ))
        }
        return .skipChildren
    }

    private static func context(of node: Syntax) -> String {
        var current = node.parent
        while let ancestor = current {
            if let call = ancestor.as(FunctionCallExprSyntax.self) {
                return calleeName(call.calledExpression).lowercased()
            }
            if let binding = ancestor.as(PatternBindingSyntax.self) {
                return binding.pattern.trimmedDescription.lowercased()
            }
            current = ancestor.parent
        }
        return ""
    }

    private static func calleeName(_ expression: ExprSyntax) -> String {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text
        }
        return expression.trimmedDescription
    }

    private static func isNamingArgument(_ node: StringLiteralExprSyntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self) else {
            return false
        }
        if let label = argument.label {
            return label.text == "name"
        }
        let list = argument.parent?.as(LabeledExprListSyntax.self)
        return list?.parent?.is(FunctionCallExprSyntax.self) == true && list?.first?.id == argument.id
    }
}
