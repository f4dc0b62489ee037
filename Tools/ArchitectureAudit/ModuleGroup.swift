/// Modules that are not targets of the package (third-party products, system libraries, test
/// frameworks), grouped so the layer table can grant them as a whole.
public enum ModuleGroup: String, CaseIterable, Sendable {
    case grdb
    case sqlite
    case zlib
    case swiftSyntax = "swift-syntax"
    case argumentParser = "argument-parser"
    case testFrameworks = "test-frameworks"
}
