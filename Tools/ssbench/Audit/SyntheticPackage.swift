/// A package laid out by ARCHITECTURE.md §2 for the audit's scaling figure: `units` copies of one slice of
/// the game (domain, data, UI kit, three features with their Mocks and Tests, test support,
/// composition and executable, tests), each target holding `filesPerTarget` files. Targets
/// depend only within their slice, so ten times the units is exactly ten times the modules,
/// files, imports and dependency edges.
struct SyntheticPackage: Equatable {
    struct Target: Equatable {
        enum Kind: String {
            case library, executable, test
        }

        let name: String
        let path: String
        let kind: Kind
        let dependencies: [String]
        let productDependencies: [String]
        let files: [String]
        /// What a test target tests, imported `@testable`.
        let subject: String?

        /// Every module its files import: exactly its declared dependencies.
        var imports: [String] { dependencies + productDependencies }
    }

    struct Product: Equatable {
        let name: String
        let targets: [String]
    }

    static let featureNames = ["Squad", "Table", "Fixtures"]

    let units: Int
    let targets: [Target]
    let products: [Product]

    init(units: Int, filesPerTarget: Int) {
        self.units = units
        let slices = (1...max(units, 1)).map { Self.slice($0, filesPerTarget: filesPerTarget) }
        targets = slices.flatMap(\.targets)
        products = slices.map(\.product)
    }

    var fileCount: Int { targets.reduce(0) { $0 + $1.files.count } }

    private static func slice(_ unit: Int, filesPerTarget: Int) -> (targets: [Target], product: Product) {
        func target(_ name: String, _ path: String, _ kind: Target.Kind = .library, _ dependencies: [String] = [],
                    products: [String] = [], subject: String? = nil) -> Target {
            Target(name: name, path: path, kind: kind, dependencies: dependencies, productDependencies: products,
                   files: (1...filesPerTarget).map { "\(name)Part\($0).swift" }, subject: subject)
        }
        func tests(of subject: String, _ dependencies: [String]) -> Target {
            target("\(subject)Tests", "Tests/\(subject)Tests", .test, [subject] + dependencies, subject: subject)
        }
        let models = "GameModels\(unit)", engine = "MatchEngine\(unit)", persistence = "Persistence\(unit)"
        let design = "DesignSystem\(unit)", support = "TestSupport\(unit)"
        let composition = "AppComposition\(unit)", executable = "supersoccer\(unit)"
        let features = featureNames.map { "\($0)\(unit)Feature" }

        let featureTargets = features.flatMap { feature in
            let folder = "Modules/Features/\(feature.dropLast("Feature".count))"
            return [
                target(feature, "\(folder)/\(feature)", .library, [models, design]),
                target("\(feature)Mocks", "\(folder)/\(feature)Mocks", .library, [feature, models, support]),
                tests(of: feature, ["\(feature)Mocks", support]),
            ]
        }
        let targets = [
            target(models, "Modules/Domain/\(models)"),
            target(engine, "Modules/Domain/\(engine)", .library, [models]),
            // Storage imports no Domain module of these names: the layer table grants it only the real models.
            target(persistence, "Modules/Data/\(persistence)", .library, [], products: ["GRDB"]),
            target(design, "Modules/UIKit/\(design)", .library, [models]),
        ] + featureTargets + [
            target(support, "TestSupport/\(support)", .library, [models, design]),
            target(composition, "Modules/Composition/\(composition)", .library,
                   [models, engine, persistence, design] + features),
            target(executable, "Modules/Composition/\(executable)", .executable, [composition]),
            tests(of: models, []),
            tests(of: engine, [models]),
        ]
        return (targets, Product(name: executable, targets: [executable]))
    }

    /// Target name → the products whose build includes it through any chain of dependencies, as
    /// `swift package describe` reports them in `product_memberships`.
    func productMemberships() -> [String: [String]] {
        let byName = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
        var memberships: [String: [String]] = [:]
        for product in products {
            var pending = product.targets
            var seen = Set<String>()
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                memberships[next, default: []].append(product.name)
                pending += byName[next]?.dependencies ?? []
            }
        }
        return memberships
    }
}
