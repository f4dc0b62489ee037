/// The Finances feature's slice of the interactor factory.
@MainActor
public protocol FinancesInteractorMaking {
    func makeFinancesInteractor(careerId: String) -> any FinancesInteractorProtocol
}
