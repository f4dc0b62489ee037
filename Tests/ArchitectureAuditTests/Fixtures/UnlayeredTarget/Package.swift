// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UnlayeredTarget",
    targets: [
        .target(name: "GameModels", path: "Modules/Domain/GameModels"),
        .target(name: "Helpers", dependencies: ["GameModels"], path: "Sources/Helpers"),
    ]
)
