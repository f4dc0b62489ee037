/// The stable ids of the audit's rules, as reports and CI annotations print them.
public enum RuleID: String, CaseIterable, Codable, Sendable, Comparable {
    case layerMatrix = "layer-matrix"
    case featureToFeature = "feature-to-feature"
    case mocksCrossFeature = "mocks-cross-feature"
    case undeclaredImport = "undeclared-import"
    case unusedDependency = "unused-dependency"
    case testableOutsideTests = "testable-outside-tests"
    case testFrameworkOutsideTests = "test-framework-outside-tests"
    case testCodeInProduct = "test-code-in-product"
    case featureCompanions = "feature-companions"
    case orphanSourceFolder = "orphan-source-folder"
    case layerCycle = "layer-cycle"
    case unlayeredTarget = "unlayered-target"

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
