import ArchitectureAudit
import Testing

/// Each fixture plants one kind of violation; the audit must flag every planted one at its file
/// and line, and nothing else.
struct FixtureCorpusTests {
    private func places(_ fixture: String) throws -> [Place] {
        try Fixture(name: fixture).audit().violations.map(Place.init)
    }

    @Test func cleanTreeHasNoViolation() throws {
        let report = try Fixture(name: "Clean").audit()
        #expect(report.violations == [])
        #expect(report.isClean)
    }

    @Test func layerMatrixFlagsDomainImportingUIKitAndUIKitImportingGRDB() throws {
        #expect(try places("LayerMatrix") == [
            Place(.layerMatrix, "Modules/Domain/GameModels/Player.swift", 2),
            Place(.layerMatrix, "Modules/UIKit/Navigation/Screen.swift", 1),
            Place(.layerMatrix, "Package.swift", 8),
            Place(.layerMatrix, "Package.swift", 9),
        ])
    }

    @Test func featureImportingAnotherFeatureIsFlaggedInManifestAndSource() throws {
        #expect(try places("FeatureToFeature") == [
            Place(.featureToFeature, "Modules/Features/Alpha/AlphaFeature/AlphaCoordinator.swift", 1),
            Place(.featureToFeature, "Package.swift", 8),
        ])
    }

    @Test func mocksUsingAnotherFeaturesMocksAreFlagged() throws {
        #expect(try places("MocksCrossFeature") == [
            Place(.mocksCrossFeature, "Modules/Features/Alpha/AlphaFeatureMocks/MockAlphaCoordinator.swift", 2),
            Place(.mocksCrossFeature, "Package.swift", 9),
        ])
    }

    @Test func featureWithoutMocksAndTestsIsFlaggedTwice() throws {
        let report = try Fixture(name: "FeatureCompanions").audit()
        #expect(report.violations.map(Place.init) == [
            Place(.featureCompanions, "Package.swift", 8),
            Place(.featureCompanions, "Package.swift", 8),
        ])
        #expect(report.violations.map(\.message).sorted() == [
            "GammaFeature has no GammaFeatureMocks target",
            "GammaFeature has no GammaFeatureTests target",
        ])
    }

    @Test func everyUndeclaredImportIsFlaggedTransitiveAndConditionalOnesToo() throws {
        let report = try Fixture(name: "UndeclaredImport").audit()
        #expect(report.violations.map(Place.init) == [
            Place(.undeclaredImport, "Modules/Data/Persistence/Records.swift", 1),
            Place(.undeclaredImport, "Modules/Data/Persistence/Records.swift", 3),
            Place(.undeclaredImport, "Modules/Data/Persistence/Store.swift", 2),
        ])
        #expect(report.violations.map(\.conditional) == [false, true, false])
        #expect(report.violations[0].message.contains("reaching it only through DataManaging"))
        #expect(report.violations[1].message.contains("#if canImport(GRDB)"))
    }

    @Test func unusedTargetAndProductDependenciesAreFlagged() throws {
        let report = try Fixture(name: "UnusedDependency").audit()
        #expect(report.violations.map(Place.init) == [
            Place(.unusedDependency, "Package.swift", 9),
            Place(.unusedDependency, "Package.swift", 10),
        ])
        #expect(report.violations.map(\.message) == [
            "DataManaging declares a dependency on GameModels but no file imports it",
            "Persistence declares a dependency on GRDB but no file imports it",
        ])
    }

    @Test func testableImportIsFlaggedOnlyOutsideTestTargets() throws {
        #expect(try places("TestableOutsideTests") == [
            Place(.testableOutsideTests, "Modules/Data/DataManaging/DataManagerProtocol.swift", 1),
        ])
    }

    @Test func testFrameworksAreFlaggedOutsideTestsEvenUnderIfDebug() throws {
        let report = try Fixture(name: "TestFrameworkOutsideTests").audit()
        #expect(report.violations.map(Place.init) == [
            Place(.testFrameworkOutsideTests, "Modules/Domain/GameModels/Club.swift", 1),
            Place(.testFrameworkOutsideTests, "Modules/Domain/GameModels/Club.swift", 3),
        ])
        #expect(report.violations.map(\.conditional) == [false, true])
    }

    @Test func testSupportInALibraryProductIsFlagged() throws {
        let report = try Fixture(name: "TestCodeInProduct").audit()
        #expect(report.violations.map(Place.init) == [Place(.testCodeInProduct, "Package.swift", 12)])
        #expect(report.violations.first?.message == "TestSupport is test code but is linked into product SharedFixtures")
    }

    @Test func orphanFoldersAreFlaggedButExcludedFilesAndOtherRootsAreNot() throws {
        #expect(try places("OrphanSourceFolder") == [
            Place(.orphanSourceFolder, "Modules/Domain/Stray/AlsoLoose.swift", 1),
            Place(.orphanSourceFolder, "Tests/StrayTests/LooseTests.swift", 1),
        ])
    }

    @Test func layersDependingOnEachOtherAreACycle() throws {
        let report = try Fixture(name: "LayerCycle").audit()
        #expect(report.violations.map(Place.init) == [
            Place(.layerMatrix, "Modules/Domain/WorldGenerator/Generator.swift", 1),
            Place(.layerCycle, "Package.swift", 8),
            Place(.layerMatrix, "Package.swift", 9),
        ])
        let cycle = report.violations.first { $0.rule == .layerCycle }
        #expect(cycle?.message == "layers data-interface, domain depend on each other: "
            + "DataManaging → GameModels, WorldGenerator → DataManaging")
    }

    @Test func targetOutsideEveryRowIsFlagged() throws {
        #expect(try places("UnlayeredTarget") == [Place(.unlayeredTarget, "Package.swift", 8)])
    }
}
