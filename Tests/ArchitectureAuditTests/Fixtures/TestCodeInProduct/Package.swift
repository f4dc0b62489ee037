// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TestCodeInProduct",
    products: [
        .executable(name: "supersoccer", targets: ["supersoccer"]),
        .library(name: "SharedFixtures", targets: ["TestSupport"]),
    ],
    targets: [
        .target(name: "GameModels", path: "Modules/Domain/GameModels"),
        .target(name: "TestSupport", dependencies: ["GameModels"], path: "TestSupport"),
        .executableTarget(name: "supersoccer", dependencies: ["GameModels"], path: "Modules/Composition/supersoccer"),
    ]
)
