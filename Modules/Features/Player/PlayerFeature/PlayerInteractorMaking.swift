/// The Player feature's slice of the interactor factory; the composition root and the test
/// support's mock factory conform to it.
@MainActor
public protocol PlayerInteractorMaking {
    func makePlayerInteractor(careerId: String, playerId: String) -> any PlayerInteractorProtocol
}
