@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
@testable import Persistence
import TestSupport

/// A manager whose careers start in `world` (the fixture world unless told otherwise).
func fixtureManager(_ directory: URL, world: World = FixtureWorld.world) -> SQLiteDataManager {
    SQLiteDataManager(dataDirectory: directory, worldSource: { _ in world })
}

func ownersRequest(slot: String? = "owls", teamId: String = "t-owls",
                   firstName: String = "Ada", lastName: String = "Lovelace") -> CreateNewCareerRequest {
    CreateNewCareerRequest(coachFirstName: firstName, coachLastName: lastName, teamId: teamId,
                           worldSeed: FixtureWorld.seed, slot: slot)
}
