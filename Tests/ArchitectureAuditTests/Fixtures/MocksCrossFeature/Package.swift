// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MocksCrossFeature",
    targets: [
        .target(name: "GameModels", path: "Modules/Domain/GameModels"),
        .target(name: "AlphaFeature", dependencies: ["GameModels"], path: "Modules/Features/Alpha/AlphaFeature"),
        .target(name: "AlphaFeatureMocks", dependencies: ["AlphaFeature", "BetaFeatureMocks"], path: "Modules/Features/Alpha/AlphaFeatureMocks"),
        .testTarget(name: "AlphaFeatureTests", dependencies: ["AlphaFeature", "AlphaFeatureMocks"], path: "Tests/AlphaFeatureTests"),
        .target(name: "BetaFeature", dependencies: ["GameModels"], path: "Modules/Features/Beta/BetaFeature"),
        .target(name: "BetaFeatureMocks", dependencies: ["BetaFeature"], path: "Modules/Features/Beta/BetaFeatureMocks"),
        .testTarget(name: "BetaFeatureTests", dependencies: ["BetaFeature", "BetaFeatureMocks"], path: "Tests/BetaFeatureTests"),
    ]
)
