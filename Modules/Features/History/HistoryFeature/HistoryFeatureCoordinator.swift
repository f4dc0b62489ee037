import Navigation

/// Shows the History screen (in the game: in the hub's tab, replacing its stack) and ends with `.closed`
/// when the user leaves it.
@MainActor
public final class HistoryFeatureCoordinator:
    CareerScreenCoordinator<HistoryFeatureResult, any HistoryInteractorMaking, any HistoryBusinessLogic>,
    HistoryInteractorDelegate {
    public override func makeScreen() -> (interactor: any HistoryBusinessLogic, screen: any Screen) {
        let interactor = interactorFactory.makeHistoryInteractor(careerId: careerId)
        interactor.delegate = self
        return (interactor, HistoryView(presenter: interactor))
    }

    public func historyInteractorDidRequestClose() {
        finish(with: .closed)
    }
}
