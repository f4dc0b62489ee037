// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LayerMatrix",
    dependencies: [.package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0")],
    targets: [
        .target(name: "GameModels", dependencies: ["Navigation"], path: "Modules/Domain/GameModels"),
        .target(name: "Navigation", dependencies: [.product(name: "GRDB", package: "GRDB.swift")], path: "Modules/UIKit/Navigation"),
    ]
)
