/// `layer-cycle`: layers that depend on each other through the targets' declared dependencies
/// and imports (targets cannot form cycles in SwiftPM, but their layers can).
struct LayerCycleCheck: AuditCheck {
    func violations(in context: AuditContext) -> [Violation] {
        // Between two layers, the first target pair found (in name order) stands for the edge.
        var examples: [Layer: [Layer: (from: String, to: String)]] = [:]
        for target in context.targets {
            guard let from = target.layer else { continue }
            for edge in context.edges(of: target) {
                guard let to = context.targetsByName[edge.module]?.layer, to != from,
                      examples[from]?[to] == nil else { continue }
                examples[from, default: [:]][to] = (target.name, edge.module)
            }
        }
        let graph = examples.mapValues { Set($0.keys) }
        return StronglyConnectedComponents.of(graph).filter { $0.count > 1 }.map { component in
            let links = component.flatMap { from in
                component.compactMap { to in examples[from]?[to] }
            }.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
            let layers = component.map(\.rawValue).sorted().joined(separator: ", ")
            let through = links.map { "\($0.from) → \($0.to)" }.joined(separator: ", ")
            return context.manifestViolation(.layerCycle, target: links[0].from,
                                             "layers \(layers) depend on each other: \(through)")
        }
    }
}
