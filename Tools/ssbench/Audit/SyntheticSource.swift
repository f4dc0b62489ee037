/// The text of one generated Swift file: its target's imports, then about as much code as an
/// average file of this repository, including an import-like comment and string the audit must
/// not count.
enum SyntheticSource {
    static func text(of target: SyntheticPackage.Target, part: Int) -> String {
        let type = "\(target.name)Part\(part)"
        var imports = ["Foundation"] + target.imports
        if target.kind == .test { imports.insert("Testing", at: 1) }
        let importLines = imports.map { module in
            module == target.subject ? "@testable import \(module)" : "import \(module)"
        }
        return importLines.joined(separator: "\n") + "\n\n" + body(type: type, target: target.name, part: part)
            + (target.kind == .test ? test(type: type) : "")
    }

    private static func body(type: String, target: String, part: Int) -> String {
        """
        /// Generated for the audit benchmark: \(target), part \(part).
        public struct \(type): Sendable, Equatable {
            public var name: String
            public var values: [Int]

            public init(name: String = "\(target)", values: [Int] = [\(part), \(part + 1), \(part + 2)]) {
                self.name = name
                self.values = values
            }

            public func total() -> Int {
                values.reduce(0, +)
            }

            public func label(prefix: String) -> String {
                // import NotADependency: a comment, never an import.
                let note = "import AlsoNotADependency"
                return prefix + name + note + String(total())
            }
        }

        #if DEBUG
        extension \(type) {
            public static let sample = \(type)()
        }
        #endif

        """
    }

    private static func test(type: String) -> String {
        """

        @Test func \(type.prefix(1).lowercased() + type.dropFirst())Totals() {
            #expect(\(type)(values: [1, 2]).total() == 3)
        }

        """
    }
}
