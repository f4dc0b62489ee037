import GameModels

/// One season's cup as a career has it: its rounds drawn so far, each tie with its clubs and, once played, its
/// result; the user's club to pick out.
public struct CupSeason: Sendable, Equatable {
    public struct Round: Sendable, Equatable {
        public let number: Int
        /// "Round 1" … "Quarter-finals", "Semi-finals", "Final".
        public let name: String
        public let ties: [CupTie]

        public init(number: Int, name: String, ties: [CupTie]) {
            self.number = number
            self.name = name
            self.ties = ties
        }
    }

    public let name: String
    public let year: Int
    public let seasonLabel: String
    public let rounds: [Round]
    /// Every club of the ties by id.
    public let clubNames: [String: String]
    public let userTeamId: String

    public init(name: String, year: Int, seasonLabel: String, rounds: [Round], clubNames: [String: String],
                userTeamId: String) {
        self.name = name
        self.year = year
        self.seasonLabel = seasonLabel
        self.rounds = rounds
        self.clubNames = clubNames
        self.userTeamId = userTeamId
    }

    /// The final's winner once it is played.
    public var winnerTeamId: String? {
        rounds.last?.ties.first(where: \.neutralGround)?.winnerTeamId
    }

    public func name(of teamId: String) -> String { clubNames[teamId] ?? teamId }
}
