@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
@testable import Persistence

/// A manager over the season world, and helpers to start careers in it.
func seasonManager(_ directory: URL, afterMatchWritten: @escaping @Sendable (String) throws -> Void = { _ in })
    -> SQLiteDataManager {
    SQLiteDataManager(dataDirectory: directory, worldSource: { _ in SeasonWorld.world },
                      afterMatchWritten: afterMatchWritten)
}

/// Starts a career as the Owls' coach in `slot`.
@discardableResult
func startSeasonCareer(_ manager: SQLiteDataManager, slot: String = "owls") async throws -> CreateNewCareerResult {
    try await manager.createNewCareer(CreateNewCareerRequest(coachFirstName: "Ada", coachLastName: "Lovelace",
                                                             teamId: SeasonWorld.userTeamId,
                                                             worldSeed: SeasonWorld.seed, slot: slot))
}

/// Thrown by the fault seam in tests.
struct InjectedFault: Error, CustomStringConvertible {
    var description: String { "injected fault" }
}
