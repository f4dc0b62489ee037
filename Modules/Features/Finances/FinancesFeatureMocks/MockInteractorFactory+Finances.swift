import FinancesFeature
import TestSupport

extension MockInteractorFactory: FinancesInteractorMaking {
    public func makeFinancesInteractor(careerId: String) -> any FinancesInteractorProtocol {
        let interactor = mockFinancesInteractor
        interactor.creations.append(careerId)
        return interactor
    }

    /// The one Finances interactor this factory hands out.
    public var mockFinancesInteractor: MockFinancesInteractor { mock(MockFinancesInteractor.init) }
}
