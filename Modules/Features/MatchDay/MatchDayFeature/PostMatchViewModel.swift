/// The report of the day just played: the result, each side's scorers, cards and ratings, and the
/// other results of the day.
public struct PostMatchViewModel: Equatable, Sendable {
    /// e.g. "Crumpet Rovers 2–1 Sporting Wobbleton", or the no-match line on an idle day.
    public var headline: String
    /// e.g. "Full time · Match day 1 · 1 Aug 2026 · The Custard Premiership".
    public var subtitle: String
    /// Home then away; empty on a day without a user match.
    public var sides: [PostMatchSideViewModel]
    public var panel: PostMatchPanel
    /// The selected row of the panel on show: a rating (home rows, then away rows) or a result.
    public var cursor: Int
    /// "Home 2–1 Away", the user's match left out.
    public var otherResults: [String]
    /// The match's numbers; empty on a day without a user match or for a match played before they were counted.
    public var stats: [MatchStatLine]

    public init(headline: String, subtitle: String, sides: [PostMatchSideViewModel] = [],
                panel: PostMatchPanel = .ratings, cursor: Int = 0, otherResults: [String] = [],
                stats: [MatchStatLine] = []) {
        self.headline = headline
        self.subtitle = subtitle
        self.sides = sides
        self.panel = panel
        self.cursor = cursor
        self.otherResults = otherResults
        self.stats = stats
    }
}

/// One side of the report.
public struct PostMatchSideViewModel: Equatable, Sendable {
    public struct Card: Equatable, Sendable {
        /// e.g. "No103 30' (Y)".
        public var text: String
        public var isRed: Bool

        public init(text: String, isRed: Bool) {
            self.text = text
            self.isRed = isRed
        }
    }

    public struct Rating: Equatable, Sendable {
        public var playerId: String
        public var name: String
        public var position: String
        /// e.g. "90'".
        public var minutes: String
        /// e.g. "7.4".
        public var rating: String
        /// The best rating of the match (both sides).
        public var isBest: Bool

        public init(playerId: String, name: String, position: String, minutes: String, rating: String,
                    isBest: Bool = false) {
            self.playerId = playerId
            self.name = name
            self.position = position
            self.minutes = minutes
            self.rating = rating
            self.isBest = isBest
        }
    }

    public var clubName: String
    public var shortName: String
    /// One entry per scorer, e.g. ["No13 12', 40'", "No14 81'"]; none without a goal.
    public var scorers: [String]
    public var cards: [Card]
    public var ratings: [Rating]

    public init(clubName: String, shortName: String, scorers: [String], cards: [Card] = [], ratings: [Rating] = []) {
        self.clubName = clubName
        self.shortName = shortName
        self.scorers = scorers
        self.cards = cards
        self.ratings = ratings
    }
}
