/// `unlayered-target`: a target no row of the layer table claims, so no import rule could judge it.
struct UnlayeredTargetCheck: AuditCheck {
    func violations(in context: AuditContext) -> [Violation] {
        context.targets.filter { $0.row == nil }.map { target in
            context.manifestViolation(.unlayeredTarget, target: target.name,
                                      "\(target.name) at \(target.target.path) matches no row of the layer table")
        }
    }
}
