// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UnusedDependency",
    dependencies: [.package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0")],
    targets: [
        .target(name: "GameModels", path: "Modules/Domain/GameModels"),
        .target(name: "DataManaging", dependencies: ["GameModels"], path: "Modules/Data/DataManaging"),
        .target(name: "Persistence", dependencies: ["DataManaging", .product(name: "GRDB", package: "GRDB.swift")], path: "Modules/Data/Persistence"),
    ]
)
