// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FeatureToFeature",
    targets: [
        .target(name: "GameModels", path: "Modules/Domain/GameModels"),
        .target(name: "AlphaFeature", dependencies: ["GameModels", "BetaFeature"], path: "Modules/Features/Alpha/AlphaFeature"),
        .target(name: "AlphaFeatureMocks", dependencies: ["AlphaFeature"], path: "Modules/Features/Alpha/AlphaFeatureMocks"),
        .testTarget(name: "AlphaFeatureTests", dependencies: ["AlphaFeature", "AlphaFeatureMocks"], path: "Tests/AlphaFeatureTests"),
        .target(name: "BetaFeature", dependencies: ["GameModels"], path: "Modules/Features/Beta/BetaFeature"),
        .target(name: "BetaFeatureMocks", dependencies: ["BetaFeature"], path: "Modules/Features/Beta/BetaFeatureMocks"),
        .testTarget(name: "BetaFeatureTests", dependencies: ["BetaFeature", "BetaFeatureMocks"], path: "Tests/BetaFeatureTests"),
    ]
)
