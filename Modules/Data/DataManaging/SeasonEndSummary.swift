import GameModels

/// What a season's end did, as the Season Review screen and `advance` report it.
public struct SeasonEndSummary: Sendable, Hashable {
    public struct Award: Sendable, Hashable {
        /// "Top scorer", "Player of the season" or "Young player".
        public let title: String
        public let tier: Int
        public let playerId: String
        public let playerName: String
        public let clubName: String
        /// Goals, or the average match rating.
        public let value: Double

        public init(title: String, tier: Int, playerId: String, playerName: String, clubName: String, value: Double) {
            self.title = title
            self.tier = tier
            self.playerId = playerId
            self.playerName = playerName
            self.clubName = clubName
            self.value = value
        }
    }

    public let finishedSeasonLabel: String
    public let newSeasonLabel: String
    public let champions: [Champion]
    /// Club names, top boundary first.
    public let promoted: [String]
    public let relegated: [String]
    public let awards: [Award]
    /// The user's club: where it finished, and the division it plays in now.
    public let userPosition: Int
    public let userFinishedDivision: String
    public let userNewDivision: String
    /// Names of the user's players, with their age where it tells the story.
    public let userRetired: [String]
    public let userYouthIntake: [String]
    public let userReleased: [String]
    public let userRenewed: [String]
    public let userSigned: [String]
    /// The user's players whose contracts ran out and who signed elsewhere, "Name (to Club)": a star joins the
    /// top-flight club with the most wage room (only under `advance`; when the user manages, his players stay his).
    public let userLeft: [String]
    /// The season's cup final and the user's club's run; nil for a season without a cup played to its end.
    public let cup: CareerHistory.CupFinal?

    public init(finishedSeasonLabel: String, newSeasonLabel: String, champions: [Champion], promoted: [String],
                relegated: [String], awards: [Award], userPosition: Int, userFinishedDivision: String,
                userNewDivision: String, userRetired: [String], userYouthIntake: [String], userReleased: [String],
                userRenewed: [String], userSigned: [String], userLeft: [String] = [],
                cup: CareerHistory.CupFinal? = nil) {
        self.finishedSeasonLabel = finishedSeasonLabel
        self.newSeasonLabel = newSeasonLabel
        self.champions = champions
        self.promoted = promoted
        self.relegated = relegated
        self.awards = awards
        self.userPosition = userPosition
        self.userFinishedDivision = userFinishedDivision
        self.userNewDivision = userNewDivision
        self.userRetired = userRetired
        self.userYouthIntake = userYouthIntake
        self.userReleased = userReleased
        self.userRenewed = userRenewed
        self.userSigned = userSigned
        self.userLeft = userLeft
        self.cup = cup
    }
}
