import Navigation

/// Shows the Finances screen (in the game: in the hub's tab, replacing its stack) and ends with `.closed`
/// when the user leaves it.
@MainActor
public final class FinancesFeatureCoordinator:
    CareerScreenCoordinator<FinancesFeatureResult, any FinancesInteractorMaking, any FinancesBusinessLogic>,
    FinancesInteractorDelegate {
    public override func makeScreen() -> (interactor: any FinancesBusinessLogic, screen: any Screen) {
        let interactor = interactorFactory.makeFinancesInteractor(careerId: careerId)
        interactor.delegate = self
        return (interactor, FinancesView(presenter: interactor))
    }

    public func financesInteractorDidRequestClose() {
        finish(with: .closed)
    }
}
