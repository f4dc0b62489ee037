import GameModels

/// One season's cup as `simulate --json` prints it: the winner and every tie, round by round, clubs by name.
public struct SimulatedCup: Sendable, Equatable, Codable {
    /// A tie as every JSON listing of the cup prints it (`simulate`, `cup`).
    public struct Tie: Sendable, Equatable, Codable {
        public struct Penalties: Sendable, Equatable, Codable {
            public let home: Int
            public let away: Int
        }

        public let round: Int
        public let home: String
        public let away: String
        public let homeTier: Int
        public let awayTier: Int
        /// After extra time when it was played; the penalties apart; nil before the tie is played.
        public let homeGoals: Int?
        public let awayGoals: Int?
        public let extraTime: Bool
        public let penalties: Penalties?
        public let winner: String?

        /// `tie` with its clubs named by `name`.
        public init(_ tie: CupTie, name: (String) -> String) {
            round = tie.round
            home = name(tie.homeTeamId)
            away = name(tie.awayTeamId)
            homeTier = tie.homeTier
            awayTier = tie.awayTier
            homeGoals = tie.homeGoals
            awayGoals = tie.awayGoals
            extraTime = tie.extraTime
            if let home = tie.homePenalties, let away = tie.awayPenalties {
                penalties = Penalties(home: home, away: away)
            } else {
                penalties = nil
            }
            winner = tie.winnerTeamId.map(name)
        }

        enum CodingKeys: String, CodingKey {
            case round, home, away, homeTier, awayTier, homeGoals, awayGoals, extraTime, penalties, winner
        }

        /// What is unknown or did not happen is written as null, so every tie has the same keys.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(round, forKey: .round)
            try container.encode(home, forKey: .home)
            try container.encode(away, forKey: .away)
            try container.encode(homeTier, forKey: .homeTier)
            try container.encode(awayTier, forKey: .awayTier)
            try container.encode(homeGoals, forKey: .homeGoals)
            try container.encode(awayGoals, forKey: .awayGoals)
            try container.encode(extraTime, forKey: .extraTime)
            try container.encode(penalties, forKey: .penalties)
            try container.encode(winner, forKey: .winner)
        }
    }

    public let year: Int
    /// Nil for a season whose cup did not finish.
    public let winner: String?
    public let ties: [Tie]

    /// The played ties of a season, named.
    init(year: Int, ties: [CupTie], clubNames: [String: String]) {
        let name = { (teamId: String) in clubNames[teamId] ?? teamId }
        let played = ties.filter(\.isPlayed).sorted { ($0.round, $0.id) < ($1.round, $1.id) }
        self.year = year
        self.ties = played.map { Tie($0, name: name) }
        let final = played.filter { $0.neutralGround }.last
        winner = final?.winnerTeamId.map(name)
    }
}
