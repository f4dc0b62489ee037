/// The Board feature's slice of the interactor factory.
@MainActor
public protocol BoardInteractorMaking {
    func makeBoardInteractor(careerId: String) -> any BoardInteractorProtocol
}
