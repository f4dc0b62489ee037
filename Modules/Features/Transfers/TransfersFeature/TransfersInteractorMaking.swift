/// The Transfers feature's slice of the interactor factory.
@MainActor
public protocol TransfersInteractorMaking {
    func makeTransfersInteractor(careerId: String) -> any TransfersInteractorProtocol
}
