import HistoryFeature
import TestSupport

extension MockInteractorFactory: HistoryInteractorMaking {
    public func makeHistoryInteractor(careerId: String) -> any HistoryInteractorProtocol {
        let interactor = mockHistoryInteractor
        interactor.creations.append(careerId)
        return interactor
    }

    /// The one History interactor this factory hands out.
    public var mockHistoryInteractor: MockHistoryInteractor { mock(MockHistoryInteractor.init) }
}
