import GameModels

/// The next match day as the user meets it: the date, and the user's match with both squads (condition
/// included) and the line-up each side would pick. `userMatch` is nil on a day the user's division does
/// not play (its season may end before a bigger division's). Once a league day is played with the user's cup tie
/// midweek after it, the preview is that tie: `matchDay` the league day it follows, `userMatch.cupRoundName` set.
public struct MatchDayPreview: Sendable, Hashable {
    public struct Side: Sendable, Hashable {
        public let teamId: String
        public let clubName: String
        public let shortName: String
        /// In squad order: keepers first, the best first within a position.
        public let squad: [Player]
        public let suggestedLineUp: LineUp

        public init(teamId: String, clubName: String, shortName: String, squad: [Player], suggestedLineUp: LineUp) {
            self.teamId = teamId
            self.clubName = clubName
            self.shortName = shortName
            self.squad = squad
            self.suggestedLineUp = suggestedLineUp
        }
    }

    public struct UserMatch: Sendable, Hashable {
        public let matchId: String
        public let divisionName: String
        public let home: Side
        public let away: Side
        public let userIsHome: Bool
        /// The instruction the user last gave: his match kicks off with it unless he changes it first.
        public let instruction: TeamInstruction
        /// "Round 2" … "Final" when the match is the user's cup tie (`divisionName` then names the cup); nil in
        /// the league.
        public let cupRoundName: String?

        public init(matchId: String, divisionName: String, home: Side, away: Side, userIsHome: Bool,
                    instruction: TeamInstruction = .hold, cupRoundName: String? = nil) {
            self.matchId = matchId
            self.divisionName = divisionName
            self.home = home
            self.away = away
            self.userIsHome = userIsHome
            self.instruction = instruction
            self.cupRoundName = cupRoundName
        }

        public var user: Side { userIsHome ? home : away }
        public var opponent: Side { userIsHome ? away : home }
    }

    /// The user's cup tie midweek after the day, which he plays once the day is played.
    public struct CupFixture: Sendable, Hashable {
        public let roundName: String
        public let opponentName: String
        public let opponentTier: Int
        public let atHome: Bool
        public let neutralGround: Bool

        public init(roundName: String, opponentName: String, opponentTier: Int, atHome: Bool, neutralGround: Bool) {
            self.roundName = roundName
            self.opponentName = opponentName
            self.opponentTier = opponentTier
            self.atHome = atHome
            self.neutralGround = neutralGround
        }
    }

    public let seasonLabel: String
    public let matchDay: Int
    public let date: GameDate
    /// Matches on this day across the whole pyramid, the user's included.
    public let matchCount: Int
    public let userMatch: UserMatch?
    public let cupFixture: CupFixture?

    public init(seasonLabel: String, matchDay: Int, date: GameDate, matchCount: Int, userMatch: UserMatch?,
                cupFixture: CupFixture? = nil) {
        self.seasonLabel = seasonLabel
        self.matchDay = matchDay
        self.date = date
        self.matchCount = matchCount
        self.userMatch = userMatch
        self.cupFixture = cupFixture
    }
}
