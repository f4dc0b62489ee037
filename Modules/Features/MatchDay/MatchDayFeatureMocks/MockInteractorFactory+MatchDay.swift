import MatchDayFeature
import TestSupport

extension MockInteractorFactory: MatchDayInteractorMaking {
    public func makeMatchDayInteractor(careerId: String) -> any MatchDayInteractorProtocol {
        let interactor = mockMatchDayInteractor
        interactor.creations.append(careerId)
        return interactor
    }

    /// The one MatchDay interactor this factory hands out.
    public var mockMatchDayInteractor: MockMatchDayInteractor { mock(MockMatchDayInteractor.init) }
}
