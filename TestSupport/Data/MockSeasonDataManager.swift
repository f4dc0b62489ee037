import DataManaging
import GameModels

/// The season slice, answered as the test sets it, with every call recorded.
@MainActor
public final class MockSeasonDataManager: SeasonDataManaging {
    public var expiringContractsResult: Result<[Player], DataError>?
    public var academyIntakeResult: Result<[AcademyProspect], DataError>?
    public var startNextSeasonResult: Result<SeasonEndSummary, DataError>?

    public private(set) var expiringContractsCareerIds: [String] = []
    public private(set) var startNextSeasonRequests: [(careerId: String, decisions: [String: ContractDecision])] = []

    public init() {}

    public func expiringContracts(careerId: String) async throws(DataError) -> [Player] {
        expiringContractsCareerIds.append(careerId)
        return try answer(expiringContractsResult, for: "expiringContracts")
    }

    public func academyIntake(careerId: String) async throws(DataError) -> [AcademyProspect] {
        try answer(academyIntakeResult, for: "academyIntake")
    }

    public func startNextSeason(careerId: String,
                                decisions: [String: ContractDecision]) async throws(DataError) -> SeasonEndSummary {
        startNextSeasonRequests.append((careerId, decisions))
        return try answer(startNextSeasonResult, for: "startNextSeason")
    }
}
