import Testing
@testable import ssbench

struct SyntheticPackageTests {
    @Test(arguments: [1, 3])
    func tenTimesTheUnitsIsExactlyTenTimesTheTargetsFilesAndEdges(filesPerTarget: Int) {
        let small = SyntheticPackage(units: 2, filesPerTarget: filesPerTarget)
        let large = SyntheticPackage(units: 20, filesPerTarget: filesPerTarget)
        #expect(large.targets.count == 10 * small.targets.count)
        #expect(large.fileCount == 10 * small.fileCount)
        #expect(large.products.count == 10 * small.products.count)
        let edges = { (package: SyntheticPackage) in package.targets.reduce(0) { $0 + $1.imports.count } }
        #expect(edges(large) == 10 * edges(small))
    }

    @Test func everyTargetHoldsTheRequestedFilesUnderAUniqueName() {
        let package = SyntheticPackage(units: 3, filesPerTarget: 4)
        #expect(package.targets.allSatisfy { $0.files.count == 4 })
        #expect(package.fileCount == 4 * package.targets.count)
        #expect(Set(package.targets.map(\.name)).count == package.targets.count)
        #expect(Set(package.targets.map(\.path)).count == package.targets.count)
    }

    @Test func targetsDependOnlyOnTargetsOfTheirOwnSlice() {
        let package = SyntheticPackage(units: 2, filesPerTarget: 1)
        let perSlice = package.targets.count / 2
        let slice = Dictionary(uniqueKeysWithValues: package.targets.enumerated().map { ($1.name, $0 / perSlice) })
        for (index, target) in package.targets.enumerated() {
            #expect(target.dependencies.allSatisfy { slice[$0] == index / perSlice }, "\(target.name)")
        }
    }

    @Test func productsHoldTheirExecutableAndWhatItReachesButNoTestCode() {
        let memberships = SyntheticPackage(units: 1, filesPerTarget: 1).productMemberships()
        for reached in ["supersoccer1", "AppComposition1", "Persistence1", "MatchEngine1", "GameModels1",
                        "DesignSystem1", "Squad1Feature", "Table1Feature", "Fixtures1Feature"] {
            #expect(memberships[reached] == ["supersoccer1"], "\(reached)")
        }
        for testCode in ["Squad1FeatureMocks", "TestSupport1", "Squad1FeatureTests", "GameModels1Tests"] {
            #expect(memberships[testCode] == nil, "\(testCode)")
        }
    }
}
