import GameModels

/// A career's record books, oldest season first.
public struct CareerHistory: Sendable, Hashable {
    /// One finished season of the user's club.
    public struct ClubSeason: Sendable, Hashable {
        public let seasonLabel: String
        public let tier: Int
        public let divisionName: String
        public let position: Int
        public let points: Int
        /// The club's top scorer that season and his goals; nil when nobody scored.
        public let topScorer: String?
        public let topScorerGoals: Int
        /// "promoted", "relegated" or nil.
        public let move: String?

        public init(seasonLabel: String, tier: Int, divisionName: String, position: Int, points: Int,
                    topScorer: String?, topScorerGoals: Int, move: String?) {
            self.seasonLabel = seasonLabel
            self.tier = tier
            self.divisionName = divisionName
            self.position = position
            self.points = points
            self.topScorer = topScorer
            self.topScorerGoals = topScorerGoals
            self.move = move
        }
    }

    /// An all-time record: what it is, who holds it and when.
    public struct Record: Sendable, Hashable {
        public let title: String
        public let holder: String
        public let detail: String

        public init(title: String, holder: String, detail: String) {
            self.title = title
            self.holder = holder
            self.detail = detail
        }
    }

    /// One season's cup final and how far the user's club went.
    public struct CupFinal: Sendable, Hashable {
        public let seasonLabel: String
        public let winner: String
        public let runnerUp: String
        /// The winner's goals first: "2–1", "1–1 after extra time, 4–3 on penalties".
        public let score: String
        /// "Winners", "Final", "Semi-finals", "Round 2"…: the round the club went out in.
        public let clubRun: String

        public init(seasonLabel: String, winner: String, runnerUp: String, score: String, clubRun: String) {
            self.seasonLabel = seasonLabel
            self.winner = winner
            self.runnerUp = runnerUp
            self.score = score
            self.clubRun = clubRun
        }
    }

    public let clubName: String
    public let champions: [Champion]
    public let clubSeasons: [ClubSeason]
    public let records: [Record]
    /// Every cup played to its final, oldest first.
    public let cups: [CupFinal]

    public init(clubName: String, champions: [Champion], clubSeasons: [ClubSeason], records: [Record],
                cups: [CupFinal] = []) {
        self.clubName = clubName
        self.champions = champions
        self.clubSeasons = clubSeasons
        self.records = records
        self.cups = cups
    }
}
