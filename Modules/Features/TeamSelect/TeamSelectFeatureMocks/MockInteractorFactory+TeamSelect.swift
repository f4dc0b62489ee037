import TeamSelectFeature
import TestSupport

extension MockInteractorFactory: TeamSelectInteractorMaking {
    /// Hands out the one mock TeamSelect interactor and notes the seed it was asked for.
    public func makeTeamSelectInteractor(seed: UInt64) -> any TeamSelectInteractorProtocol {
        let interactor = mockTeamSelectInteractor
        interactor.madeWithSeeds.append(seed)
        return interactor
    }

    public var mockTeamSelectInteractor: MockTeamSelectInteractor { mock(MockTeamSelectInteractor.init) }
}
