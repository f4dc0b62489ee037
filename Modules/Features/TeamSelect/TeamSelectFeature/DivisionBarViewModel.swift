/// The division switcher at the top, e.g. "The Custard Premiership (tier 1 of 4)".
public struct DivisionBarViewModel: Sendable, Equatable {
    public let label: String
    /// False while nothing is loaded or there is a single division, so no arrows are drawn.
    public let canSwitch: Bool

    public init(label: String, canSwitch: Bool) {
        self.label = label
        self.canSwitch = canSwitch
    }

    public static let empty = DivisionBarViewModel(label: "", canSwitch: false)
}
