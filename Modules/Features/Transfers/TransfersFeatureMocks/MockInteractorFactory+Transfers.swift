import TestSupport
import TransfersFeature

extension MockInteractorFactory: TransfersInteractorMaking {
    public func makeTransfersInteractor(careerId: String) -> any TransfersInteractorProtocol {
        let interactor = mockTransfersInteractor
        interactor.creations.append(careerId)
        return interactor
    }

    /// The one Transfers interactor this factory hands out.
    public var mockTransfersInteractor: MockTransfersInteractor { mock(MockTransfersInteractor.init) }
}
