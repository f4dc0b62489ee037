// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FeatureCompanions",
    targets: [
        .target(name: "GameModels", path: "Modules/Domain/GameModels"),
        .target(name: "GammaFeature", dependencies: ["GameModels"], path: "Modules/Features/Gamma/GammaFeature"),
    ]
)
