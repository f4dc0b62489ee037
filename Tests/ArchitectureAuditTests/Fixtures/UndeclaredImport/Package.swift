// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UndeclaredImport",
    targets: [
        .target(name: "GameModels", path: "Modules/Domain/GameModels"),
        .target(name: "DataManaging", dependencies: ["GameModels"], path: "Modules/Data/DataManaging"),
        .target(name: "Persistence", dependencies: ["DataManaging"], path: "Modules/Data/Persistence"),
    ]
)
