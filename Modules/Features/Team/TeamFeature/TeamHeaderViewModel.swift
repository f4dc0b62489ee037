/// The club header's facts, already formatted.
public struct TeamHeaderViewModel: Equatable, Sendable {
    public var clubName: String
    public var shortName: String
    public var city: String
    public var stadium: String
    public var divisionName: String
    /// e.g. "Tier 1".
    public var tier: String
    /// e.g. "1887".
    public var founded: String
    /// e.g. "£5.0M".
    public var budget: String
    public var coachName: String
    public var squadSummary: SquadSummaryViewModel
    /// This season's numbers a match, e.g. "This season, 12 matches: 13.1 shots, 4.4 on target, 53 % of the ball";
    /// nil before the club's first counted match.
    public var seasonNumbers: String?

    public init(clubName: String, shortName: String, city: String, stadium: String, divisionName: String,
                tier: String, founded: String, budget: String, coachName: String,
                squadSummary: SquadSummaryViewModel, seasonNumbers: String? = nil) {
        self.clubName = clubName
        self.shortName = shortName
        self.city = city
        self.stadium = stadium
        self.divisionName = divisionName
        self.tier = tier
        self.founded = founded
        self.budget = budget
        self.coachName = coachName
        self.squadSummary = squadSummary
        self.seasonNumbers = seasonNumbers
    }
}
