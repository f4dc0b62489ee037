import ArchitectureAudit
import Testing

struct LayerTableTests {
    private let table = LayerTable.superSoccer

    private func layer(_ name: String, _ path: String) -> Layer? {
        table.row(forTarget: name, path: path)?.layer
    }

    @Test func namesBeatFoldersAndLongerSuffixesBeatShorterOnes() {
        #expect(layer("DataManaging", "Modules/Data/DataManaging") == .dataInterface)
        #expect(layer("Persistence", "Modules/Data/Persistence") == .data)
        #expect(layer("TeamFeature", "Modules/Features/Team/TeamFeature") == .feature)
        #expect(layer("TeamFeatureMocks", "Modules/Features/Team/TeamFeatureMocks") == .featureMocks)
        #expect(layer("TeamFeatureTests", "Tests/TeamFeatureTests") == .tests)
        #expect(layer("supersoccer", "Modules/Composition/supersoccer") == .composition)
        #expect(layer("CZlib", "Tools/CZlib") == .tools)
    }

    @Test func foldersPlaceTargetsTheNamesDoNotKnow() {
        #expect(layer("Scouting", "Modules/Domain/Scouting") == .domain)
        #expect(layer("Theme", "Modules/UIKit/Theme") == .uiKit)
        #expect(layer("ssprofile", "Tools/ssprofile") == .tools)
        #expect(layer("Helpers", "Sources/Helpers") == nil)
        #expect(layer("Stray", "Modules/DomainExtras/Stray") == nil)
    }

    @Test func subjectsComeFromTheNameSuffix() {
        #expect(table.row(for: .featureMocks)?.subject(ofTarget: "TeamFeatureMocks") == "TeamFeature")
        #expect(table.row(for: .tests)?.subject(ofTarget: "GameModelsTests") == "GameModels")
        #expect(table.row(for: .feature)?.subject(ofTarget: "TeamFeature") == nil)
    }

    @Test func everyNonTargetGroupHasModulesAndNoModuleIsInTwoGroups() {
        let memberships = ModuleGroup.allCases.flatMap { table.groups[$0] ?? [] }
        #expect(ModuleGroup.allCases.allSatisfy { !(table.groups[$0] ?? []).isEmpty })
        #expect(Set(memberships).count == memberships.count)
        #expect(table.isProvidedByToolchain("Testing"))
        #expect(table.isProvidedByToolchain("Foundation"))
        #expect(!table.isProvidedByToolchain("GRDB"))
    }

    /// The table itself must not let two layers import each other.
    @Test func grantsBetweenLayersFormNoCycle() {
        func grantedLayers(_ layer: Layer) -> Set<Layer> {
            Set(table.row(for: layer)?.grants.compactMap { grant -> Layer? in
                if case .layer(let granted) = grant, granted != layer { granted } else { nil }
            } ?? [])
        }
        func reaches(_ start: Layer, _ goal: Layer, _ seen: Set<Layer>) -> Bool {
            grantedLayers(start).contains { $0 == goal || (!seen.contains($0) && reaches($0, goal, seen.union([$0]))) }
        }
        #expect(Layer.allCases.filter { reaches($0, $0, []) } == [])
    }

    /// Issue #16: storage decides nothing. Persistence may import the models, not a rule module; the use cases above
    /// it may.
    @Test func storageMayImportNoRuleModule() {
        let storage = table.row(for: .data)?.grants ?? []
        #expect(!storage.contains(.layer(.domain)))
        #expect(["MatchEngine", "SeasonEngine", "TransferMarket", "ClubBoard", "Economy"].allSatisfy {
            !storage.contains(.module($0))
        })
        #expect(storage.contains(.module("GameModels")))
        #expect(layer("CareerUseCases", "Modules/Data/CareerUseCases") == .useCases)
        #expect(table.row(for: .useCases)?.grants.contains(.layer(.domain)) == true)
    }

    @Test func everyLayerHasExactlyOneRow() {
        #expect(table.rows.map(\.layer).sorted() == Layer.allCases)
    }
}
