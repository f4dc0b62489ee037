/// The layer table of Modules/ARCHITECTURE.md — the one place the audit learns who may import whom.
/// Change it together with that document.
public struct LayerTable: Sendable {
    public let rows: [LayerRow]
    /// Toolchain modules every target may import without declaring them.
    public let toolchainModules: Set<String>
    /// The modules each non-target group is made of.
    public let groups: [ModuleGroup: Set<String>]
    /// Groups the toolchain ships: granted by the rows like any group, but never declared in a manifest.
    public let toolchainGroups: Set<ModuleGroup>
    /// Layers whose code must never be linked into a product.
    public let testOnlyLayers: Set<Layer>
    /// Targets every `…Feature` target needs beside it, as suffixes of its name.
    public let featureCompanionSuffixes: [String]
    /// Folders (relative to the package root) where every Swift file must belong to a target.
    public let sourceRoots: [String]

    public init(
        rows: [LayerRow], toolchainModules: Set<String>, groups: [ModuleGroup: Set<String>],
        toolchainGroups: Set<ModuleGroup>, testOnlyLayers: Set<Layer>, featureCompanionSuffixes: [String],
        sourceRoots: [String]
    ) {
        self.rows = rows
        self.toolchainModules = toolchainModules
        self.groups = groups
        self.toolchainGroups = toolchainGroups
        self.testOnlyLayers = testOnlyLayers
        self.featureCompanionSuffixes = featureCompanionSuffixes
        self.sourceRoots = sourceRoots
    }
}

extension LayerTable {
    public static let superSoccer = LayerTable(
        rows: [
            LayerRow(.domain,
                     names: ["GameModels", "MatchEngine", "WorldGenerator", "SeasonEngine", "Economy", "ClubBoard",
                             "TransferMarket", "PrintableText"],
                     folders: ["Modules/Domain"],
                     mayImport: [.layer(.domain)]),
            LayerRow(.dataInterface,
                     names: ["DataManaging"],
                     mayImport: [.layer(.domain)]),
            // Storage decides nothing (issue #16): of the Domain only the models, the text rule and the world's
            // generator (its fixtures and growth, which old schemas' migrations fill in) — no rule module.
            LayerRow(.data,
                     names: ["Persistence"],
                     folders: ["Modules/Data"],
                     mayImport: [.module("GameModels"), .module("PrintableText"), .module("WorldGenerator"),
                                 .layer(.dataInterface), .group(.grdb), .group(.sqlite)]),
            LayerRow(.useCases,
                     names: ["CareerUseCases"],
                     mayImport: [.layer(.domain), .layer(.dataInterface), .layer(.data), .group(.grdb), .group(.sqlite)]),
            LayerRow(.uiKit,
                     names: ["Navigation", "DesignSystem"],
                     folders: ["Modules/UIKit"],
                     mayImport: [.layer(.domain)]),
            LayerRow(.feature,
                     nameSuffix: "Feature",
                     folders: ["Modules/Features"],
                     mayImport: [.layer(.domain), .layer(.dataInterface), .layer(.uiKit)]),
            LayerRow(.featureMocks,
                     nameSuffix: "FeatureMocks",
                     subjectSuffix: "Mocks",
                     mayImport: [.subject, .subjectGrants, .layer(.testSupport), .group(.testFrameworks)]),
            LayerRow(.composition,
                     names: ["AppComposition", "GameTerminal", "HeadlessCommands", "supersoccer"],
                     folders: ["Modules/Composition"],
                     mayImport: [.layer(.domain), .layer(.dataInterface), .layer(.data), .layer(.useCases),
                                 .layer(.uiKit), .layer(.feature), .layer(.composition),
                                 // The game's save menu items run the same code as `sstool save`.
                                 .module("CareerSaves"),
                                 .group(.grdb), .group(.sqlite), .group(.zlib), .group(.argumentParser)]),
            LayerRow(.testSupport,
                     names: ["TestSupport"],
                     folders: ["TestSupport"],
                     mayImport: [.layer(.dataInterface), .layer(.uiKit), .layer(.domain), .group(.testFrameworks)]),
            LayerRow(.tools,
                     names: ["SaveArchive", "CareerSaves", "ArchitectureAudit", "CZlib", "sstool", "ssbench"],
                     folders: ["Tools"],
                     mayImport: [.layer(.tools), .layer(.domain), .layer(.dataInterface), .layer(.data),
                                 .layer(.useCases), .group(.zlib), .group(.sqlite), .group(.grdb), .group(.swiftSyntax),
                                 .group(.argumentParser)]),
            LayerRow(.tests,
                     nameSuffix: "Tests",
                     folders: ["Tests"],
                     subjectSuffix: "Tests",
                     mayImport: [.subject, .subjectMocks, .subjectGrants, .subjectGrantedMocks,
                                 .layer(.testSupport), .group(.testFrameworks)]),
        ],
        toolchainModules: ["Swift", "_Concurrency", "Foundation", "FoundationEssentials", "Dispatch",
                           "Observation", "Synchronization", "Glibc", "Musl", "Darwin"],
        groups: [
            .grdb: ["GRDB"],
            .sqlite: ["SQLite3", "CSQLite", "GRDBSQLite"],
            .zlib: ["zlib"],
            .swiftSyntax: ["SwiftSyntax", "SwiftParser", "SwiftSyntaxBuilder", "SwiftParserDiagnostics",
                           "SwiftDiagnostics", "SwiftBasicFormat", "SwiftOperators"],
            .argumentParser: ["ArgumentParser"],
            .testFrameworks: ["Testing", "XCTest"],
        ],
        toolchainGroups: [.testFrameworks],
        testOnlyLayers: [.featureMocks, .testSupport],
        featureCompanionSuffixes: ["Mocks", "Tests"],
        sourceRoots: ["Modules", "Tools", "TestSupport", "Tests"]
    )
}
