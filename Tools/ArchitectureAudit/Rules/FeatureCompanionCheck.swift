/// `feature-companions`: every `…Feature` target has its `…FeatureMocks` and `…FeatureTests` targets.
struct FeatureCompanionCheck: AuditCheck {
    func violations(in context: AuditContext) -> [Violation] {
        context.targets.filter { $0.layer == .feature }.flatMap { feature in
            context.table.featureCompanionSuffixes
                .map { feature.name + $0 }
                .filter { context.targetsByName[$0] == nil }
                .map { context.manifestViolation(.featureCompanions, target: feature.name,
                                                 "\(feature.name) has no \($0) target") }
        }
    }
}
