/// Where the coach stands with his board: its confidence in him (0–100), whether it has warned him, whether
/// it has sacked him, and how many weeks he has been in the job.
public struct BoardState: Sendable, Hashable {
    public var confidence: Int
    public var warned: Bool
    public var sacked: Bool
    public var weeksInJob: Int

    public init(confidence: Int, warned: Bool, sacked: Bool, weeksInJob: Int) {
        self.confidence = confidence
        self.warned = warned
        self.sacked = sacked
        self.weeksInJob = weeksInJob
    }

    /// A coach on his first day at a club.
    public static let newJob = BoardState(confidence: BoardRules.newJobConfidence, warned: false, sacked: false,
                                          weeksInJob: 0)
}
