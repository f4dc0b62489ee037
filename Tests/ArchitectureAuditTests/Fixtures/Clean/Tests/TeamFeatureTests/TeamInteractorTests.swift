import GameModels
@testable import TeamFeature
import TeamFeatureMocks
import TestSupport
import Testing

@Test func interactorKeepsItsDataManager() {
    #expect(MockTeamInteractor() !== nil)
}
