// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "OrphanSourceFolder",
    targets: [
        .target(name: "GameModels", path: "Modules/Domain/GameModels", exclude: ["Legacy"]),
    ]
)
