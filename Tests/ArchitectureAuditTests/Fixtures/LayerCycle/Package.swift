// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LayerCycle",
    targets: [
        .target(name: "GameModels", path: "Modules/Domain/GameModels"),
        .target(name: "DataManaging", dependencies: ["GameModels"], path: "Modules/Data/DataManaging"),
        .target(name: "WorldGenerator", dependencies: ["DataManaging"], path: "Modules/Domain/WorldGenerator"),
    ]
)
