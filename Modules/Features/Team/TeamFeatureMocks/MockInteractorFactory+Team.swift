import TeamFeature
import TestSupport

extension MockInteractorFactory: TeamInteractorMaking {
    public func makeTeamInteractor(careerId: String, teamId: String) -> any TeamInteractorProtocol {
        let interactor = mockTeamInteractor
        interactor.creations.append(MockTeamInteractor.Creation(careerId: careerId, teamId: teamId))
        return interactor
    }

    /// The one Team interactor this factory hands out.
    public var mockTeamInteractor: MockTeamInteractor { mock(MockTeamInteractor.init) }
}
