/// The Package.swift of a synthetic package: one literal call per target, as a hand-written
/// manifest has. `swift package describe` accepts it; the audit parses it for target lines.
enum SyntheticManifest {
    static func text(of package: SyntheticPackage) -> String {
        let products = package.products.map { product in
            "        .executable(name: \(quoted(product.name)), targets: \(list(product.targets))),"
        }
        let targets = package.targets.map(declaration)
        return """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Synthetic",
            products: [
        \(products.joined(separator: "\n"))
            ],
            dependencies: [
                .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
            ],
            targets: [
        \(targets.joined(separator: "\n"))
            ]
        )

        """
    }

    private static func declaration(_ target: SyntheticPackage.Target) -> String {
        let call = switch target.kind {
        case .library: "target"
        case .executable: "executableTarget"
        case .test: "testTarget"
        }
        let dependencies = target.dependencies.map(quoted)
            + target.productDependencies.map { ".product(name: \(quoted($0)), package: \"GRDB.swift\")" }
        return "        .\(call)(name: \(quoted(target.name)), dependencies: [\(dependencies.joined(separator: ", "))], "
            + "path: \(quoted(target.path))),"
    }

    private static func list(_ names: [String]) -> String {
        "[" + names.map(quoted).joined(separator: ", ") + "]"
    }

    private static func quoted(_ text: String) -> String {
        "\"\(text)\""
    }
}
