/// The squad table: rows in display order, the sort shown in the header and the selected row.
public struct SquadTableViewModel: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public var playerId: String
        public var name: String
        public var position: String
        public var age: String
        public var overall: String
        /// e.g. "SHO 78 PAC 70".
        public var keyRatings: String
        /// The last season of the contract, e.g. "2028/29".
        public var contract: String
        /// e.g. "£12.0k".
        public var wage: String

        public init(playerId: String, name: String, position: String, age: String, overall: String,
                    keyRatings: String, contract: String, wage: String) {
            self.playerId = playerId
            self.name = name
            self.position = position
            self.age = age
            self.overall = overall
            self.keyRatings = keyRatings
            self.contract = contract
            self.wage = wage
        }

        /// The cells in `SquadColumn` order.
        public func cell(_ column: SquadColumn) -> String {
            switch column {
            case .name: name
            case .position: position
            case .age: age
            case .overall: overall
            case .keyRatings: keyRatings
            case .contract: contract
            case .wage: wage
            }
        }
    }

    public var rows: [Row]
    public var sort: SquadSort
    public var selectedRow: Int?

    public init(rows: [Row] = [], sort: SquadSort = .standard, selectedRow: Int? = nil) {
        self.rows = rows
        self.sort = sort
        self.selectedRow = selectedRow
    }
}
