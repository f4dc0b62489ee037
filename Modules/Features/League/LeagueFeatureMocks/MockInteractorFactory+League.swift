import LeagueFeature
import TestSupport

extension MockInteractorFactory: LeagueInteractorMaking {
    public func makeLeagueInteractor(careerId: String) -> any LeagueInteractorProtocol {
        let interactor = mockLeagueInteractor
        interactor.creations.append(careerId)
        return interactor
    }

    /// The one League interactor this factory hands out.
    public var mockLeagueInteractor: MockLeagueInteractor { mock(MockLeagueInteractor.init) }
}
