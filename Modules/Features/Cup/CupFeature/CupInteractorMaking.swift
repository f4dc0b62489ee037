/// The Cup feature's slice of the interactor factory.
@MainActor
public protocol CupInteractorMaking {
    func makeCupInteractor(careerId: String) -> any CupInteractorProtocol
}
