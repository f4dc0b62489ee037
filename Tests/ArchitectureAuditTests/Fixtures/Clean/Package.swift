// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Clean",
    products: [
        .executable(name: "supersoccer", targets: ["supersoccer"]),
    ],
    dependencies: [.package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0")],
    targets: [
        .target(name: "GameModels", path: "Modules/Domain/GameModels"),
        .target(name: "DataManaging", dependencies: ["GameModels"], path: "Modules/Data/DataManaging"),
        .target(name: "Persistence", dependencies: ["GameModels", "DataManaging", .product(name: "GRDB", package: "GRDB.swift")], path: "Modules/Data/Persistence"),
        .target(name: "Navigation", dependencies: ["GameModels"], path: "Modules/UIKit/Navigation"),
        .target(name: "TeamFeature", dependencies: ["GameModels", "DataManaging", "Navigation"], path: "Modules/Features/Team/TeamFeature"),
        .target(name: "TeamFeatureMocks", dependencies: ["TeamFeature", "GameModels", "TestSupport"], path: "Modules/Features/Team/TeamFeatureMocks"),
        .target(name: "AppComposition", dependencies: ["GameModels", "DataManaging", "Persistence", "Navigation", "TeamFeature"], path: "Modules/Composition/AppComposition"),
        .executableTarget(name: "supersoccer", dependencies: ["AppComposition"], path: "Modules/Composition/supersoccer"),
        .target(name: "TestSupport", dependencies: ["DataManaging"], path: "TestSupport"),
        .testTarget(name: "TeamFeatureTests", dependencies: ["TeamFeature", "TeamFeatureMocks", "TestSupport", "GameModels"], path: "Tests/TeamFeatureTests"),
    ]
)
