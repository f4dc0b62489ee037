/// The user's side while the live match is paused: who is on the pitch and how fresh, the empty places,
/// the bench, the changes left and the assistant's advice.
public struct ManagementPanelViewModel: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public enum Kind: Sendable, Hashable {
            case onPitch, emptyPlace, bench
            /// The player picked to come off.
            case comingOff
        }

        /// The line he plays in ("GK", "DF", …), "SUB" on the bench, "INJ" for an empty place.
        public var label: String
        public var name: String
        /// e.g. "87%".
        public var condition: String
        public var isBooked: Bool
        public var kind: Kind

        public init(label: String, name: String, condition: String, isBooked: Bool = false, kind: Kind = .onPitch) {
            self.label = label
            self.name = name
            self.condition = condition
            self.isBooked = isBooked
            self.kind = kind
        }
    }

    /// e.g. "Subs left 5 · Stops left 3".
    public var changesLeft: String
    /// The assistant's advice with its reason, e.g. "Puddle is tiring (58 %) — bring on Waffle?".
    public var suggestion: String?
    /// What Enter does next, e.g. "Enter on a player takes him off".
    public var prompt: String
    public var rows: [Row]
    public var selectedRow: Int?

    public init(changesLeft: String, suggestion: String? = nil, prompt: String, rows: [Row], selectedRow: Int?) {
        self.changesLeft = changesLeft
        self.suggestion = suggestion
        self.prompt = prompt
        self.rows = rows
        self.selectedRow = selectedRow
    }
}
