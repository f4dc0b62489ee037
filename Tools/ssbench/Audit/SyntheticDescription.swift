import Foundation

/// What `swift package describe --type json` prints for a synthetic package, limited to the keys
/// the audit reads; generated rather than run, so the scaling figure times the audit alone.
enum SyntheticDescription {
    private struct Description: Encodable {
        let name: String
        let targets: [Target]
        let products: [Product]
    }

    private struct Target: Encodable {
        let name: String
        let path: String
        let type: String
        let sources: [String]
        let targetDependencies: [String]
        let productDependencies: [String]
        let productMemberships: [String]

        enum CodingKeys: String, CodingKey {
            case name, path, type, sources
            case targetDependencies = "target_dependencies"
            case productDependencies = "product_dependencies"
            case productMemberships = "product_memberships"
        }
    }

    private struct Product: Encodable {
        let name: String
        let targets: [String]
    }

    static func json(of package: SyntheticPackage) throws -> Data {
        let memberships = package.productMemberships()
        let description = Description(
            name: "Synthetic",
            targets: package.targets.map { target in
                Target(name: target.name, path: target.path, type: target.kind.rawValue, sources: target.files,
                       targetDependencies: target.dependencies, productDependencies: target.productDependencies,
                       productMemberships: memberships[target.name, default: []].sorted())
            },
            products: package.products.map { Product(name: $0.name, targets: $0.targets) }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(description)
    }
}
