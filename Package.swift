// swift-tools-version: 6.0
import PackageDescription

// The layer table of ARCHITECTURE.md §2 is enforced by `sstool audit`; this manifest only declares targets.
let swiftSettings: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let grdb: Target.Dependency = .product(name: "GRDB", package: "GRDB.swift")
// SQLite's own API, for the one SQL function that reads values where SQLite holds them (`PrintableTextFunction`).
let grdbSQLite: Target.Dependency = .product(name: "GRDBSQLite", package: "GRDB.swift")
let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")

/// A feature's three targets — `<Name>Feature`, `<Name>FeatureMocks`, `<Name>FeatureTests` — each
/// declaring exactly the modules it imports (the audit flags unused and undeclared ones).
struct FeatureSpec {
    let name: String
    let feature: [Target.Dependency]
    let mocks: [Target.Dependency]
    let tests: [Target.Dependency]
}

let uiLayers: [Target.Dependency] = ["DataManaging", "DesignSystem", "Navigation"]
let features = [
    FeatureSpec(name: "MainMenu", feature: uiLayers + ["GameModels", "PrintableText"], mocks: [], tests: uiLayers + ["GameModels"]),
    FeatureSpec(name: "NewGame", feature: uiLayers + ["GameModels"], mocks: ["DataManaging"], tests: uiLayers + ["GameModels"]),
    FeatureSpec(name: "TeamSelect", feature: uiLayers + ["ClubBoard"], mocks: ["DataManaging"], tests: uiLayers),
    FeatureSpec(name: "Team", feature: uiLayers + ["GameModels"], mocks: ["Navigation"], tests: uiLayers + ["GameModels"]),
    FeatureSpec(name: "League", feature: uiLayers + ["GameModels"], mocks: ["Navigation"],
                tests: uiLayers + ["GameModels"]),
    FeatureSpec(name: "MatchDay", feature: uiLayers + ["GameModels", "MatchEngine"], mocks: ["DataManaging", "Navigation"],
                tests: uiLayers + ["GameModels", "MatchEngine"]),
    FeatureSpec(name: "Player", feature: uiLayers + ["GameModels"], mocks: [], tests: uiLayers + ["GameModels"]),
    FeatureSpec(name: "History", feature: uiLayers + ["ClubBoard"], mocks: ["DataManaging"], tests: uiLayers),
    FeatureSpec(name: "Cup", feature: uiLayers + ["GameModels"], mocks: ["DataManaging", "GameModels"], tests: uiLayers),
    FeatureSpec(name: "Finances", feature: uiLayers + ["Economy", "GameModels"], mocks: ["DataManaging", "Economy", "GameModels"],
                tests: uiLayers + ["Economy", "GameModels"]),
    FeatureSpec(name: "SeasonReview", feature: uiLayers + ["GameModels"], mocks: ["DataManaging"],
                tests: uiLayers + ["GameModels"]),
    FeatureSpec(name: "Inbox", feature: uiLayers, mocks: ["DataManaging", "GameModels"],
                tests: uiLayers + ["GameModels"]),
    FeatureSpec(name: "Board", feature: uiLayers + ["ClubBoard", "GameModels"], mocks: ["DataManaging", "GameModels", "ClubBoard"],
                tests: uiLayers + ["ClubBoard"]),
    FeatureSpec(name: "Transfers", feature: uiLayers + ["GameModels"],
                mocks: ["DataManaging", "GameModels", "Navigation"], tests: uiLayers + ["GameModels"]),
]

func featureTargets(_ spec: FeatureSpec) -> [Target] {
    let feature = "\(spec.name)Feature"
    return [
        .target(name: feature, dependencies: spec.feature,
                path: "Modules/Features/\(spec.name)/\(feature)", swiftSettings: swiftSettings),
        .target(name: "\(feature)Mocks", dependencies: [.target(name: feature), "TestSupport"] + spec.mocks,
                path: "Modules/Features/\(spec.name)/\(feature)Mocks", swiftSettings: swiftSettings),
        .testTarget(name: "\(feature)Tests",
                    dependencies: [.target(name: feature), .target(name: "\(feature)Mocks"), "TestSupport"] + spec.tests,
                    path: "Tests/\(feature)Tests", swiftSettings: swiftSettings),
    ]
}

func module(_ name: String, _ path: String, _ deps: [Target.Dependency] = []) -> Target {
    .target(name: name, dependencies: deps, path: path, swiftSettings: swiftSettings)
}

func tests(_ name: String, _ deps: [Target.Dependency], exclude: [String] = []) -> Target {
    .testTarget(name: "\(name)Tests", dependencies: [.target(name: name)] + deps,
                path: "Tests/\(name)Tests", exclude: exclude, swiftSettings: swiftSettings)
}

let allTargets: [Target] = [
    // Domain
    module("GameModels", "Modules/Domain/GameModels"),
    module("PrintableText", "Modules/Domain/PrintableText"),
    module("WorldGenerator", "Modules/Domain/WorldGenerator", ["GameModels"]),
    module("MatchEngine", "Modules/Domain/MatchEngine", ["GameModels"]),
    module("SeasonEngine", "Modules/Domain/SeasonEngine", ["GameModels", "MatchEngine", "WorldGenerator", "Economy", "TransferMarket"]),
    module("Economy", "Modules/Domain/Economy", ["GameModels"]),
    module("ClubBoard", "Modules/Domain/ClubBoard", ["GameModels", "Economy"]),
    module("TransferMarket", "Modules/Domain/TransferMarket", ["GameModels", "Economy"]),
    // Data interface and data
    module("DataManaging", "Modules/Data/DataManaging", ["GameModels", "MatchEngine", "Economy", "ClubBoard"]),
    // Storage: records, schema, checks, stores, transformers.
    module("Persistence", "Modules/Data/Persistence",
           ["GameModels", "WorldGenerator", "DataManaging", "PrintableText", grdb, grdbSQLite]),
    // What a career does: loads its state from Persistence, runs the Domain's rules, stores the outcome.
    module("CareerUseCases", "Modules/Data/CareerUseCases",
           ["GameModels", "WorldGenerator", "MatchEngine", "SeasonEngine", "Economy", "ClubBoard", "TransferMarket",
            "DataManaging", "Persistence", grdb]),
    // UI kit
    module("Navigation", "Modules/UIKit/Navigation"),
    module("DesignSystem", "Modules/UIKit/DesignSystem", ["PrintableText"]),
]
+ features.flatMap(featureTargets)
+ [
    // Composition
    // The terminal: raw mode, keys, resize, the runtime's own screens.
    module("GameTerminal", "Modules/Composition/GameTerminal", ["Navigation", "DesignSystem"]),
    // The wiring: container, factory, coordinators, the game session.
    module("AppComposition", "Modules/Composition/AppComposition",
           ["DataManaging", "CareerUseCases", "Navigation", "DesignSystem", "GameTerminal", "CareerSaves"]
           + features.map { .target(name: "\($0.name)Feature") }),
    // The command line: every ArgumentParser command and its listings.
    module("HeadlessCommands", "Modules/Composition/HeadlessCommands",
           ["AppComposition", "GameTerminal", "GameModels", "WorldGenerator", "SeasonEngine", "ClubBoard",
            "DataManaging", "Persistence", "Navigation", "DesignSystem", "PrintableText", "LeagueFeature",
            argumentParser]),
    .executableTarget(name: "supersoccer", dependencies: ["HeadlessCommands"],
                      path: "Modules/Composition/supersoccer", swiftSettings: swiftSettings),
    // Test support: no feature — each feature's Mocks module extends it with that feature's slice.
    module("TestSupport", "TestSupport", ["GameModels", "DataManaging", "DesignSystem", "Navigation"]),
    // Tests
    tests("GameModels", []),
    tests("PrintableText", []),
    tests("WorldGenerator", ["GameModels"]),
    tests("MatchEngine", ["GameModels", "WorldGenerator"]),
    tests("SeasonEngine", ["GameModels", "MatchEngine", "WorldGenerator"]),
    tests("Economy", ["GameModels", "WorldGenerator", "SeasonEngine"]),
    tests("ClubBoard", ["Economy"]),
    tests("TransferMarket", ["GameModels", "Economy"]),
    tests("DataManaging", ["GameModels"]),
    tests("Persistence", ["GameModels", "DataManaging", "WorldGenerator", "TestSupport", grdb, grdbSQLite]),
    // Fixtures: career files written by earlier versions of the game, read by path.
    tests("CareerUseCases",
          ["Persistence", "GameModels", "DataManaging", "WorldGenerator", "MatchEngine", "SeasonEngine", "Economy",
           "ClubBoard", "TransferMarket", "TestSupport", grdb],
          exclude: ["Fixtures"]),
    tests("Navigation", []),
    tests("DesignSystem", []),
    tests("TestSupport", ["DataManaging"]),
    // Tools
    .systemLibrary(name: "CZlib", path: "Tools/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    module("SaveArchive", "Tools/SaveArchive", ["CZlib", "PrintableText", grdb]),
    module("ArchitectureAudit", "Tools/ArchitectureAudit",
           [.product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax")]),
    module("CareerSaves", "Tools/CareerSaves", ["SaveArchive", "Persistence", "DataManaging", "PrintableText"]),
    .executableTarget(name: "sstool",
                      dependencies: ["SaveArchive", "CareerSaves", "ArchitectureAudit", "Persistence", "PrintableText",
                                     argumentParser],
                      path: "Tools/sstool", swiftSettings: swiftSettings),
    .executableTarget(name: "ssbench",
                      dependencies: ["SaveArchive", "CareerSaves", "ArchitectureAudit", "Persistence", "CareerUseCases",
                                     "DataManaging", "GameModels", "WorldGenerator", "MatchEngine", "SeasonEngine", "Economy",
                                     "TransferMarket", "CZlib", grdb, argumentParser],
                      path: "Tools/ssbench", swiftSettings: swiftSettings),
    // Fuzzing, in no declared product: `ci/fuzz-save` builds it with libFuzzer; a plain build replays files.
    .executableTarget(name: "SaveArchiveFuzz",
                      dependencies: ["SaveArchive", "CareerSaves", "Persistence", "CareerUseCases", "DataManaging",
                                     "PrintableText", "GameModels", "WorldGenerator", grdb, grdbSQLite],
                      path: "Tools/SaveArchiveFuzz", exclude: ["corpus", "database-corpus"], swiftSettings: swiftSettings),
    tests("SaveArchive", ["CZlib", grdb]),
    tests("CareerSaves", ["SaveArchive", "Persistence", "CareerUseCases", "DataManaging", "TestSupport", grdb], exclude: ["Fixtures"]),
    .testTarget(name: "ssbenchTests", dependencies: ["ssbench", "ArchitectureAudit", "Persistence", grdb],
                path: "Tests/ssbenchTests", swiftSettings: swiftSettings),
    .testTarget(name: "ArchitectureAuditTests", dependencies: ["ArchitectureAudit"],
                path: "Tests/ArchitectureAuditTests", exclude: ["Fixtures"], swiftSettings: swiftSettings),
    tests("GameTerminal", ["Navigation", "DesignSystem"]),
    // The inbox listing is tested against the inbox slice's mock, which lives with its feature.
    tests("HeadlessCommands", ["DataManaging", "TestSupport", "GameModels", "Economy", "ClubBoard", "InboxFeatureMocks"]),
    tests("AppComposition", ["GameTerminal", "DataManaging", "DesignSystem", "Navigation", "TestSupport"]
          + features.flatMap { [.target(name: "\($0.name)Feature"), .target(name: "\($0.name)FeatureMocks")] }),
]

/// The targets `root` reaches through its dependencies, itself included, in declaration order.
func closure(of root: String, in targets: [Target]) -> [Target] {
    let byName = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
    var reached: Set<String> = []
    var pending = [root]
    while let name = pending.popLast() {
        guard let target = byName[name], reached.insert(name).inserted else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
            default: break
            }
        }
    }
    return targets.filter { reached.contains($0.name) }
}

// On Linux a package's test targets build into one test bundle, so `swift test` builds them all.
// `ci/test-module X` sets SUPERSOCCER_TEST_MODULE=X: the manifest then declares only `XTests` and what it
// reaches, and the run builds and tests that module alone.
let testModule = Context.environment["SUPERSOCCER_TEST_MODULE"]
let executables = ["supersoccer", "sstool", "ssbench"]

let package = Package(
    name: "SuperSoccer",
    platforms: [.macOS(.v14)],
    products: testModule == nil ? executables.map { .executable(name: $0, targets: [$0]) } : [],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
    ],
    targets: testModule.map { closure(of: "\($0)Tests", in: allTargets) } ?? allTargets
)
