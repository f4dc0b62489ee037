import Foundation

/// The part of `swift package describe --type json` the audit reads.
public struct PackageGraph: Decodable, Sendable, Equatable {
    public struct Target: Decodable, Sendable, Equatable {
        public let name: String
        /// Relative to the package root.
        public let path: String
        /// `library`, `executable`, `test`, `system-target`, `plugin`, `macro`.
        public let type: String
        /// Relative to `path`; excluded files are already left out.
        public let sources: [String]
        public let targetDependencies: [String]
        public let productDependencies: [String]
        public let productMemberships: [String]

        enum CodingKeys: String, CodingKey {
            case name, path, type, sources
            case targetDependencies = "target_dependencies"
            case productDependencies = "product_dependencies"
            case productMemberships = "product_memberships"
        }

        public init(
            name: String, path: String, type: String, sources: [String] = [],
            targetDependencies: [String] = [], productDependencies: [String] = [],
            productMemberships: [String] = []
        ) {
            self.name = name
            self.path = path
            self.type = type
            self.sources = sources
            self.targetDependencies = targetDependencies
            self.productDependencies = productDependencies
            self.productMemberships = productMemberships
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                name: try container.decode(String.self, forKey: .name),
                path: try container.decode(String.self, forKey: .path),
                type: try container.decode(String.self, forKey: .type),
                sources: try container.decodeIfPresent([String].self, forKey: .sources) ?? [],
                targetDependencies: try container.decodeIfPresent([String].self, forKey: .targetDependencies) ?? [],
                productDependencies: try container.decodeIfPresent([String].self, forKey: .productDependencies) ?? [],
                productMemberships: try container.decodeIfPresent([String].self, forKey: .productMemberships) ?? []
            )
        }

        public var isTest: Bool { type == "test" }

        /// Every Swift source of the target, relative to the package root.
        public var swiftSources: [String] {
            sources.filter { $0.hasSuffix(".swift") }.map { path + "/" + $0 }
        }
    }

    public struct Product: Decodable, Sendable, Equatable {
        public let name: String
        public let targets: [String]

        public init(name: String, targets: [String]) {
            self.name = name
            self.targets = targets
        }
    }

    public let targets: [Target]
    public let products: [Product]

    public init(targets: [Target], products: [Product] = []) {
        self.targets = targets
        self.products = products
    }

    public init(describeJSON: Data) throws(AuditError) {
        do {
            self = try JSONDecoder().decode(PackageGraph.self, from: describeJSON)
        } catch {
            let oneLine = String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
            throw .invalidDescription(oneLine)
        }
    }
}
