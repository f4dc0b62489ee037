/// The main menu's slice of the interactor factory; the composition root and the test factory conform.
@MainActor
public protocol MainMenuInteractorMaking {
    func makeMainMenuInteractor() -> any MainMenuInteractorProtocol
}
