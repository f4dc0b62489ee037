import GameModels

/// The stored career and its summary, ready to enter the game with.
public struct CreateNewCareerResult: Sendable, Hashable {
    public let career: Career
    public let summary: CareerSummary

    public init(career: Career, summary: CareerSummary) {
        self.career = career
        self.summary = summary
    }
}
