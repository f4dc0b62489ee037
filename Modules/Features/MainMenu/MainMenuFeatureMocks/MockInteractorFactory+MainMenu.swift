import MainMenuFeature
import TestSupport

extension MockInteractorFactory: MainMenuInteractorMaking {
    public func makeMainMenuInteractor() -> any MainMenuInteractorProtocol {
        mockMainMenuInteractor
    }

    /// The one mock the factory hands to every main menu coordinator.
    public var mockMainMenuInteractor: MockMainMenuInteractor {
        mock(MockMainMenuInteractor.init)
    }
}
