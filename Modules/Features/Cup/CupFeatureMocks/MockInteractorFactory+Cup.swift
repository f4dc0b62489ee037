import CupFeature
import TestSupport

extension MockInteractorFactory: CupInteractorMaking {
    public func makeCupInteractor(careerId: String) -> any CupInteractorProtocol {
        let interactor = mockCupInteractor
        interactor.creations.append(careerId)
        return interactor
    }

    /// The one Cup interactor this factory hands out.
    public var mockCupInteractor: MockCupInteractor { mock(MockCupInteractor.init) }
}
