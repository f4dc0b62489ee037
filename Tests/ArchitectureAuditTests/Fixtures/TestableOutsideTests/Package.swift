// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TestableOutsideTests",
    targets: [
        .target(name: "GameModels", path: "Modules/Domain/GameModels"),
        .target(name: "DataManaging", dependencies: ["GameModels"], path: "Modules/Data/DataManaging"),
        .testTarget(name: "GameModelsTests", dependencies: ["GameModels"], path: "Tests/GameModelsTests"),
    ]
)
