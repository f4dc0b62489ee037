// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TestFrameworkOutsideTests",
    targets: [
        .target(name: "GameModels", path: "Modules/Domain/GameModels"),
        .testTarget(name: "GameModelsTests", dependencies: ["GameModels"], path: "Tests/GameModelsTests"),
    ]
)
