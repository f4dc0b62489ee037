import DataManaging
import GameModels

/// The match-day slice, answered as the test sets it, with every call recorded.
@MainActor
public final class MockMatchDayDataManager: MatchDayDataManaging {
    public var nextMatchDayResult: Result<MatchDayPreview, DataError>?
    public var playMatchDayResult: Result<PlayedMatchDay, DataError>?
    public var advanceResult: Result<AdvanceResult, DataError>?

    public private(set) var nextMatchDayCareerIds: [String] = []
    public private(set) var playMatchDayRequests: [(careerId: String, matchDay: Int, lineUp: LineUp?)] = []
    public private(set) var advanceRequests: [(careerId: String, request: AdvanceRequest)] = []

    public init() {}

    public func nextMatchDay(careerId: String) async throws(DataError) -> MatchDayPreview {
        nextMatchDayCareerIds.append(careerId)
        return try answer(nextMatchDayResult, for: "nextMatchDay")
    }

    public func playMatchDay(careerId: String, matchDay: Int, lineUp: LineUp?) async throws(DataError) -> PlayedMatchDay {
        playMatchDayRequests.append((careerId, matchDay, lineUp))
        return try answer(playMatchDayResult, for: "playMatchDay")
    }

    public func advance(careerId: String, _ request: AdvanceRequest) async throws(DataError) -> AdvanceResult {
        advanceRequests.append((careerId, request))
        return try answer(advanceResult, for: "advance")
    }
}
