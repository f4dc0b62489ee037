import DataManaging
import SeasonReviewFeature

/// Records the Season Review interactor's calls to its coordinator.
@MainActor
public final class MockSeasonReviewInteractorDelegate: SeasonReviewInteractorDelegate {
    public private(set) var closeCallCount = 0
    public private(set) var finishedSummaries: [SeasonEndSummary] = []

    public init() {}

    public func seasonReviewDidRequestClose() { closeCallCount += 1 }
    public func seasonReviewDidFinish(summary: SeasonEndSummary) { finishedSummaries.append(summary) }
}
