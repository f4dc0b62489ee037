import DataManaging

/// The player slice, answered as the test sets it, with every call recorded.
@MainActor
public final class MockPlayerDataManager: PlayerDataManaging {
    public struct Request: Equatable, Sendable {
        public let careerId: String
        public let playerId: String

        public init(careerId: String, playerId: String) {
            self.careerId = careerId
            self.playerId = playerId
        }
    }

    public var playerDetailsResult: Result<PlayerDetails, DataError>?
    public private(set) var playerDetailsRequests: [(careerId: String, playerId: String)] = []
    public var renewalDemandResult: Result<RenewalDemand, DataError>?
    public private(set) var renewalDemandRequests: [Request] = []
    public var renewContractResult: Result<Void, DataError>?
    public private(set) var renewContractRequests: [(request: Request, demand: RenewalDemand)] = []
    public var releaseTermsResult: Result<ReleaseTerms, DataError>?
    public private(set) var releaseTermsRequests: [Request] = []
    public var releasePlayerResult: Result<ReleaseTerms, DataError>?
    public private(set) var releasePlayerRequests: [Request] = []

    public init() {}

    public func playerDetails(careerId: String, playerId: String) async throws(DataError) -> PlayerDetails {
        playerDetailsRequests.append((careerId, playerId))
        return try answer(playerDetailsResult, for: "playerDetails")
    }

    public func renewalDemand(careerId: String, playerId: String) async throws(DataError) -> RenewalDemand {
        renewalDemandRequests.append(Request(careerId: careerId, playerId: playerId))
        return try answer(renewalDemandResult, for: "renewalDemand")
    }

    public func renewContract(careerId: String, playerId: String,
                              accepting demand: RenewalDemand) async throws(DataError) {
        renewContractRequests.append((Request(careerId: careerId, playerId: playerId), demand))
        try answer(renewContractResult, for: "renewContract")
    }

    public func releaseTerms(careerId: String, playerId: String) async throws(DataError) -> ReleaseTerms {
        releaseTermsRequests.append(Request(careerId: careerId, playerId: playerId))
        return try answer(releaseTermsResult, for: "releaseTerms")
    }

    public func releasePlayer(careerId: String, playerId: String) async throws(DataError) -> ReleaseTerms {
        releasePlayerRequests.append(Request(careerId: careerId, playerId: playerId))
        return try answer(releasePlayerResult, for: "releasePlayer")
    }
}
