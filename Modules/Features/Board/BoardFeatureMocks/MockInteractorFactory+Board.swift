import BoardFeature
import TestSupport

extension MockInteractorFactory: BoardInteractorMaking {
    public func makeBoardInteractor(careerId: String) -> any BoardInteractorProtocol {
        let interactor = mockBoardInteractor
        interactor.creations.append(careerId)
        return interactor
    }

    /// The one Board interactor this factory hands out.
    public var mockBoardInteractor: MockBoardInteractor { mock(MockBoardInteractor.init) }
}
