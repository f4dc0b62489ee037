import DataManaging

/// The player slice, answered as the test sets it, with every call recorded.
@MainActor
public final class MockPlayerDataManager: PlayerDataManaging {
    public var playerDetailsResult: Result<PlayerDetails, DataError>?
    public private(set) var playerDetailsRequests: [(careerId: String, playerId: String)] = []

    public init() {}

    public func playerDetails(careerId: String, playerId: String) async throws(DataError) -> PlayerDetails {
        playerDetailsRequests.append((careerId, playerId))
        return try answer(playerDetailsResult, for: "playerDetails")
    }
}
