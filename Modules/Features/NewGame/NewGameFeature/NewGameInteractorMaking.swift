/// The interactor-factory slice this feature needs. The production factory passes the world seed
/// into `NewGameInteractor.init(seed:dataManager:viewModelTransform:)`.
@MainActor
public protocol NewGameInteractorMaking: AnyObject {
    func makeNewGameInteractor() -> any NewGameInteractorProtocol
}
