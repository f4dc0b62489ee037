import PlayerFeature
import TestSupport

extension MockInteractorFactory: PlayerInteractorMaking {
    public func makePlayerInteractor(careerId: String, playerId: String) -> any PlayerInteractorProtocol {
        let interactor = mockPlayerInteractor
        interactor.creations.append(MockPlayerInteractor.Creation(careerId: careerId, playerId: playerId))
        return interactor
    }

    /// The one Player interactor this factory hands out.
    public var mockPlayerInteractor: MockPlayerInteractor { mock(MockPlayerInteractor.init) }
}
