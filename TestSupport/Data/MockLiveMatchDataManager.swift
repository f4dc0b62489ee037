import DataManaging
import GameModels

/// The live-match slice, answered as the test sets it, with every call recorded.
@MainActor
public final class MockLiveMatchDataManager: LiveMatchDataManaging {
    public var liveMatchResult: Result<LiveMatch?, DataError>?
    public var startLiveMatchResult: Result<LiveMatch, DataError>?
    public var makeLiveChangeResult: Result<LiveMatch, DataError>?
    public var recordLiveMinuteResult: Result<Void, DataError>?
    public var finishLiveMatchResult: Result<PlayedMatchDay, DataError>?

    public private(set) var liveMatchCareerIds: [String] = []
    public private(set) var startRequests: [(careerId: String, matchDay: Int, lineUp: LineUp)] = []
    /// The instruction each kick-off asked for, in order.
    public private(set) var startInstructions: [TeamInstruction] = []
    public private(set) var changes: [(careerId: String, change: MatchChange)] = []
    public private(set) var recordedMinutes: [(careerId: String, minute: Int)] = []
    public private(set) var finishCareerIds: [String] = []

    public init() {}

    public func liveMatch(careerId: String) async throws(DataError) -> LiveMatch? {
        liveMatchCareerIds.append(careerId)
        return try answer(liveMatchResult, for: "liveMatch")
    }

    public func startLiveMatch(careerId: String, matchDay: Int, lineUp: LineUp,
                               instruction: TeamInstruction) async throws(DataError) -> LiveMatch {
        startRequests.append((careerId, matchDay, lineUp))
        startInstructions.append(instruction)
        return try answer(startLiveMatchResult, for: "startLiveMatch")
    }

    public func makeLiveChange(careerId: String, _ change: MatchChange) async throws(DataError) -> LiveMatch {
        changes.append((careerId, change))
        return try answer(makeLiveChangeResult, for: "makeLiveChange")
    }

    public func recordLiveMinute(careerId: String, minute: Int) async throws(DataError) {
        recordedMinutes.append((careerId, minute))
        try answer(recordLiveMinuteResult, for: "recordLiveMinute")
    }

    public func finishLiveMatch(careerId: String) async throws(DataError) -> PlayedMatchDay {
        finishCareerIds.append(careerId)
        return try answer(finishLiveMatchResult, for: "finishLiveMatch")
    }
}
