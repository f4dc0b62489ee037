/// The whole interactor, as the factory hands it out and mocks implement it.
public protocol MainMenuInteractorProtocol: MainMenuBusinessLogic & MainMenuViewPresenter {}
