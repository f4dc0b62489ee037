/// Where the coach stands with his board: its confidence in him, whether it has warned him, whether it has
/// sacked him, and how many weeks he has been in the job.
public struct BoardState: Sendable, Hashable {
    /// Confidence in tenths of a point, 0–1000: a result moves it by fractions of a point, which must add up
    /// exactly over a season rather than round every week.
    public var confidenceTenths: Int
    public var warned: Bool
    public var sacked: Bool
    public var weeksInJob: Int

    public init(confidenceTenths: Int, warned: Bool, sacked: Bool, weeksInJob: Int) {
        self.confidenceTenths = confidenceTenths
        self.warned = warned
        self.sacked = sacked
        self.weeksInJob = weeksInJob
    }

    public init(confidence: Int, warned: Bool, sacked: Bool, weeksInJob: Int) {
        self.init(confidenceTenths: confidence * 10, warned: warned, sacked: sacked, weeksInJob: weeksInJob)
    }

    /// Confidence on the 0–100 scale the screens show, in whole points (rounded down).
    public var confidence: Int { confidenceTenths / 10 }

    /// A coach on his first day at a club.
    public static let newJob = BoardState(confidence: BoardRules.newJobConfidence, warned: false, sacked: false,
                                          weeksInJob: 0)
}
