/// The shown division and the bar of views above its content.
public struct LeagueHeaderViewModel: Equatable, Sendable {
    /// One entry of the view bar, e.g. key "t", title "Table".
    public struct ModeTab: Equatable, Sendable {
        public var key: String
        public var title: String
        public var isActive: Bool

        public init(key: String, title: String, isActive: Bool) {
            self.key = key
            self.title = title
            self.isActive = isActive
        }
    }

    public var divisionName: String
    /// e.g. "Tier 1 · The Grand Wobbly Pyramid · 2026/27".
    public var detail: String
    /// False when there is only one division to show (no arrows then).
    public var canSwitchDivision: Bool
    public var modes: [ModeTab]
    /// Explains the mark on the user's club, e.g. "* your club".
    public var legend: String

    public init(divisionName: String, detail: String, canSwitchDivision: Bool, modes: [ModeTab], legend: String) {
        self.divisionName = divisionName
        self.detail = detail
        self.canSwitchDivision = canSwitchDivision
        self.modes = modes
        self.legend = legend
    }
}
