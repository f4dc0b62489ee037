/// The numbers of a match, as the engine counts what it plays: what each side did and how much of the ball
/// it had. Every goal is one of its side's shots on target.
public struct MatchStats: Sendable, Hashable, Codable {
    public let home: SideStats
    public let away: SideStats

    public init(home: SideStats, away: SideStats) {
        self.home = home
        self.away = away
    }

    /// Home first.
    public var sides: [SideStats] { [home, away] }
}

/// One side's numbers in a match.
public struct SideStats: Sendable, Hashable, Codable {
    public var shots: Int
    public var shotsOnTarget: Int
    public var corners: Int
    public var fouls: Int
    public var yellowCards: Int
    public var redCards: Int
    public var offsides: Int
    /// Per cent of the match the side had the ball; the two sides' add up to 100.
    public var possession: Int

    public init(shots: Int = 0, shotsOnTarget: Int = 0, corners: Int = 0, fouls: Int = 0, yellowCards: Int = 0,
                redCards: Int = 0, offsides: Int = 0, possession: Int = 50) {
        self.shots = shots
        self.shotsOnTarget = shotsOnTarget
        self.corners = corners
        self.fouls = fouls
        self.yellowCards = yellowCards
        self.redCards = redCards
        self.offsides = offsides
        self.possession = possession
    }

    /// Both sets of numbers added up, possession included (a total of shares, for an average over matches).
    public func adding(_ other: SideStats) -> SideStats {
        SideStats(shots: shots + other.shots, shotsOnTarget: shotsOnTarget + other.shotsOnTarget,
                  corners: corners + other.corners, fouls: fouls + other.fouls,
                  yellowCards: yellowCards + other.yellowCards, redCards: redCards + other.redCards,
                  offsides: offsides + other.offsides, possession: possession + other.possession)
    }
}
