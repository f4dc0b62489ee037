import ArchitectureAudit
import Testing

struct ImportScannerTests {
    @Test func importsInCommentsAndStringLiteralsAreNotImports() {
        let source = """
            // import GRDB
            /* import Persistence
               import DesignSystem */
            /// import Navigation
            let text = "import GameModels"
            let block = \"""
            import WorldGenerator
            \"""
            import Foundation
            """
        #expect(ImportScanner.imports(inSource: source).map(\.module) == ["Foundation"])
    }

    @Test func everyImportGetsItsLine() {
        let source = "import A\n\n// gap\nimport B\nlet x = 1\nimport C\n"
        #expect(ImportScanner.imports(inSource: source).map(\.line) == [1, 4, 6])
    }

    @Test func canImportClausesAreReportedAsConditions() {
        let source = """
            import Foundation
            #if canImport(Darwin)
            import Darwin
            #elseif canImport(Glibc)
            import Glibc
            #else
            import Musl
            #endif
            """
        let imports = ImportScanner.imports(inSource: source)
        #expect(imports.map(\.module) == ["Foundation", "Darwin", "Glibc", "Musl"])
        #expect(imports.map(\.conditions) == [
            [], ["#if canImport(Darwin)"], ["#elseif canImport(Glibc)"], ["#else of #if canImport(Darwin)"],
        ])
        #expect(imports.map(\.isConditional) == [false, true, true, true])
    }

    @Test func nestedClausesAreListedOutermostFirst() {
        let source = """
            #if DEBUG
            #if canImport(XCTest)
            import XCTest
            #endif
            #endif
            """
        #expect(ImportScanner.imports(inSource: source).first?.conditions == ["#if DEBUG", "#if canImport(XCTest)"])
    }

    @Test func attributesAndModifiersAreUnderstood() {
        let source = """
            @testable import GameModels
            @_exported import Navigation
            @preconcurrency import Dispatch
            public import DataManaging
            """
        let imports = ImportScanner.imports(inSource: source)
        #expect(imports.map(\.module) == ["GameModels", "Navigation", "Dispatch", "DataManaging"])
        #expect(imports.map(\.attributes) == [["testable"], ["_exported"], ["preconcurrency"], []])
        #expect(imports.map(\.isTestable) == [true, false, false, false])
        #expect(imports.last?.modifiers == ["public"])
    }

    @Test func scopedImportNamesItsModuleKindAndPath() {
        let imports = ImportScanner.imports(inSource: "import struct GameModels.Player\nimport GRDB.Database\n")
        #expect(imports == [
            ImportDeclaration(module: "GameModels", path: ["GameModels", "Player"], kind: "struct", line: 1),
            ImportDeclaration(module: "GRDB", path: ["GRDB", "Database"], line: 2),
        ])
    }

    @Test func attributeOnItsOwnLineStartsTheDeclaration() {
        let imports = ImportScanner.imports(inSource: "let a = 1\n@testable\nimport GameModels\n")
        #expect(imports.map(\.line) == [2])
        #expect(imports.first?.isTestable == true)
    }
}
