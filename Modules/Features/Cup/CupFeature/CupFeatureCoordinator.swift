import Navigation

/// Shows the Cup screen (in the game: in the hub's tab, replacing its stack) and ends with `.closed` when the user
/// leaves it.
@MainActor
public final class CupFeatureCoordinator:
    CareerScreenCoordinator<CupFeatureResult, any CupInteractorMaking, any CupBusinessLogic>, CupInteractorDelegate {
    public override func makeScreen() -> (interactor: any CupBusinessLogic, screen: any Screen) {
        let interactor = interactorFactory.makeCupInteractor(careerId: careerId)
        interactor.delegate = self
        return (interactor, CupView(presenter: interactor))
    }

    public func cupInteractorDidRequestClose() {
        finish(with: .closed)
    }
}
