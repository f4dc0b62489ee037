/// The line-up screen before a match: the fixture, both line-ups and the squad picker.
public struct PreMatchViewModel: Equatable, Sendable {
    /// e.g. "Match day 1 · 1 Aug 2026 · The Custard Premiership".
    public var header: String
    /// e.g. "Crumpet Rovers (you) v Sporting Wobbleton".
    public var fixture: String
    public var userLineUp: LineUpPanelViewModel
    public var opponentLineUp: LineUpPanelViewModel
    public var squad: SquadPickerViewModel
    /// e.g. "XI 11/11 · Bench 7/7".
    public var status: String
    /// Why kick-off was refused, one line.
    public var violation: String?
    /// What the last formation change did to the eleven, one line.
    public var notice: String?
    /// The user's cup tie midweek, e.g. "Midweek cup tie, Round 2, at home to Owls (tier 3) — …".
    public var midweek: String?

    public init(header: String, fixture: String, userLineUp: LineUpPanelViewModel,
                opponentLineUp: LineUpPanelViewModel, squad: SquadPickerViewModel, status: String,
                violation: String? = nil, notice: String? = nil, midweek: String? = nil) {
        self.header = header
        self.fixture = fixture
        self.userLineUp = userLineUp
        self.opponentLineUp = opponentLineUp
        self.squad = squad
        self.status = status
        self.violation = violation
        self.notice = notice
        self.midweek = midweek
    }
}

/// One side's line-up: a title with the formation, then a line per position (and the bench).
public struct LineUpPanelViewModel: Equatable, Sendable {
    public struct Line: Equatable, Sendable {
        /// "GK", "DF", "MF", "FW" or "SUB".
        public var label: String
        /// Last names, e.g. "No3, No4, No5, No6"; "–" when empty.
        public var names: String

        public init(label: String, names: String) {
            self.label = label
            self.names = names
        }
    }

    /// e.g. "Sporting Wobbleton · 4-3-3".
    public var title: String
    public var lines: [Line]

    public init(title: String, lines: [Line]) {
        self.title = title
        self.lines = lines
    }
}

/// The user's squad as a picker: each player's role, position, name, overall, fitness and availability.
public struct SquadPickerViewModel: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public var playerId: String
        public var role: SquadRole
        public var position: String
        public var name: String
        public var overall: String
        /// e.g. "95%".
        public var fitness: String
        /// "INJ" or "SUS" for a player who cannot be picked; nil when available.
        public var unavailability: String?

        public init(playerId: String, role: SquadRole, position: String, name: String, overall: String,
                    fitness: String, unavailability: String? = nil) {
            self.playerId = playerId
            self.role = role
            self.position = position
            self.name = name
            self.overall = overall
            self.fitness = fitness
            self.unavailability = unavailability
        }
    }

    public var rows: [Row]
    public var selectedRow: Int?

    public init(rows: [Row] = [], selectedRow: Int? = nil) {
        self.rows = rows
        self.selectedRow = selectedRow
    }
}

/// A match day on which the user's club has no match.
public struct IdleDayViewModel: Equatable, Sendable {
    /// e.g. "Match day 31 · 6 Mar 2027 · The Custard Premiership".
    public var header: String
    /// e.g. "No match for Crumpet Rovers on match day 31 — 18 matches elsewhere in the pyramid".
    public var message: String

    public init(header: String, message: String) {
        self.header = header
        self.message = message
    }
}
