/// Every declared dependency and import against the layer table: `layer-matrix`, and the more
/// specific `feature-to-feature`, `mocks-cross-feature` and `test-framework-outside-tests`.
struct LayerMatrixCheck: AuditCheck {
    func violations(in context: AuditContext) -> [Violation] {
        context.targets.flatMap { target -> [Violation] in
            guard let layer = target.layer, let allowance = context.allowance(for: target) else {
                return []
            }
            return context.edges(of: target).compactMap { edge in
                verdict(on: edge, from: layer, allowance: allowance, context: context)
                    .map { context.violation($0.rule, at: edge, $0.message) }
            }
        }
    }

    private func verdict(
        on edge: DependencyEdge, from layer: Layer, allowance: ImportAllowance, context: AuditContext
    ) -> (rule: RuleID, message: String)? {
        let source = "\(edge.from.name) (\(layer.rawValue))"
        if let dependency = context.targetsByName[edge.module] {
            // Unlayered targets are reported on their own; self-imports are no dependency.
            guard let dependencyLayer = dependency.layer, dependency.name != edge.from.name,
                  !allowance.permits(target: dependency.name, layer: dependencyLayer) else {
                return nil
            }
            let target = "\(dependency.name) (\(dependencyLayer.rawValue))"
            switch (layer, dependencyLayer) {
            case (.feature, .feature), (.featureMocks, .feature):
                return (.featureToFeature, "\(source) \(edge.verb) \(target): features never depend on each other")
            case (.featureMocks, .featureMocks):
                return (.mocksCrossFeature, "\(source) \(edge.verb) \(target): Mocks never use another feature's Mocks")
            default:
                return (.layerMatrix, "\(source) \(edge.verb) \(target), which its layer may not import")
            }
        }
        guard let group = context.table.group(ofModule: edge.module) else {
            return (.layerMatrix, "\(source) \(edge.verb) \(edge.module), which no row of the layer table grants")
        }
        if allowance.permits(group: group) {
            return nil
        }
        if group == .testFrameworks {
            return (.testFrameworkOutsideTests,
                    "\(source) \(edge.verb) \(edge.module) outside tests, Mocks and TestSupport")
        }
        return (.layerMatrix, "\(source) \(edge.verb) \(edge.module) (\(group.rawValue)), which its layer may not import")
    }
}
