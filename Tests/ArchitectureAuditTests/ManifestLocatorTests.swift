import ArchitectureAudit
import Testing

struct ManifestLocatorTests {
    private let manifest = ManifestLocator(manifestSource: """
        let package = Package(
            name: "Demo",
            products: [
                .executable(name: "supersoccer", targets: ["supersoccer"]),
            ],
            targets: [
                .target(name: "GameModels", path: "Modules/Domain/GameModels"),
                .target(name: "DataManaging", dependencies: ["GameModels"]),
                .executableTarget(name: "supersoccer", dependencies: ["AppComposition"]),
                tests("GameModels", []),
                tests("DataManaging", ["GameModels"]),
            ] + features.flatMap(featureTargets)
        )
        let features = ["Team", "TeamSelect"]
        """)

    @Test func exactNameArgumentWinsOverMentionsAsDependency() {
        #expect(manifest.line(ofTarget: "GameModels") == 7)
        #expect(manifest.line(ofTarget: "DataManaging") == 8)
    }

    @Test func targetDeclarationWinsOverProductOfTheSameName() {
        #expect(manifest.line(ofTarget: "supersoccer") == 9)
    }

    @Test func builtNamesPointAtTheLiteralTheyAreBuiltFrom() {
        #expect(manifest.line(ofTarget: "GameModelsTests") == 10)
        #expect(manifest.line(ofTarget: "DataManagingTests") == 11)
        #expect(manifest.line(ofTarget: "TeamFeatureMocks") == 14)
        #expect(manifest.line(ofTarget: "TeamSelectFeature") == 14)
    }

    @Test func unknownTargetFallsBackToTheFirstLine() {
        #expect(manifest.line(ofTarget: "Nowhere") == 1)
    }
}
