import NewGameFeature
import TestSupport

extension MockInteractorFactory: NewGameInteractorMaking {
    public func makeNewGameInteractor() -> any NewGameInteractorProtocol {
        mockNewGameInteractor
    }

    /// The one mock New Career interactor this factory hands out.
    public var mockNewGameInteractor: MockNewGameInteractor {
        mock { MockNewGameInteractor() }
    }
}
