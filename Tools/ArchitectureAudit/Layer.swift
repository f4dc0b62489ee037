/// The rows of ARCHITECTURE.md §2, bottom to top. The raw value is the name reports use.
public enum Layer: String, CaseIterable, Sendable, Comparable {
    case domain
    case dataInterface = "data-interface"
    case data
    case useCases = "use-cases"
    case uiKit = "ui-kit"
    case feature
    case testSupport = "test-support"
    case featureMocks = "feature-mocks"
    case composition
    case tools
    case tests

    /// Bottom to top, as the table lists the rows.
    public static func < (lhs: Layer, rhs: Layer) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
