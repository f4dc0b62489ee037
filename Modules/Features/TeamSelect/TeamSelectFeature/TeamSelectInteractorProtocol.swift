/// The whole interactor, as the factory hands it out: coordinator side and view side.
public protocol TeamSelectInteractorProtocol: TeamSelectBusinessLogic & TeamSelectViewPresenter {}
