/// One `import` declaration as the parser saw it.
public struct ImportDeclaration: Equatable, Sendable {
    /// The imported module (the first path component).
    public let module: String
    /// The whole path: `import struct Foundation.Date` gives `["Foundation", "Date"]`.
    public let path: [String]
    /// `struct`, `class`, `func`, … for a scoped import; `nil` for a whole-module import.
    public let kind: String?
    /// Attribute names without `@`: `testable`, `_exported`, `preconcurrency`, …
    public let attributes: [String]
    /// Access modifiers such as `public` or `package`.
    public let modifiers: [String]
    /// 1-based line of the declaration's first token.
    public let line: Int
    /// The enclosing `#if` clauses, outermost first (`#if canImport(Darwin)`, `#else`, …).
    public let conditions: [String]

    public init(
        module: String, path: [String], kind: String? = nil, attributes: [String] = [],
        modifiers: [String] = [], line: Int, conditions: [String] = []
    ) {
        self.module = module
        self.path = path
        self.kind = kind
        self.attributes = attributes
        self.modifiers = modifiers
        self.line = line
        self.conditions = conditions
    }

    public var isTestable: Bool { attributes.contains("testable") }
    public var isConditional: Bool { !conditions.isEmpty }
}
