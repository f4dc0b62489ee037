import Navigation

/// Shows the Transfers screen (in the game: in the hub's tab, replacing its stack) and ends with `.closed`
/// when the user leaves. Choosing a player opens his profile through `playerRouting`, which the composition
/// root answers.
@MainActor
public final class TransfersFeatureCoordinator:
    CareerScreenCoordinator<TransfersFeatureResult, any TransfersInteractorMaking, any TransfersBusinessLogic>,
    TransfersInteractorDelegate {
    public override func makeScreen() -> (interactor: any TransfersBusinessLogic, screen: any Screen) {
        let interactor = interactorFactory.makeTransfersInteractor(careerId: careerId)
        interactor.delegate = self
        return (interactor, TransfersView(presenter: interactor))
    }

    public func transfersInteractorDidRequestClose() {
        finish(with: .closed)
    }

    public func transfersInteractorDidChoosePlayer(playerId: String) {
        playerRouting?.showPlayer(playerId: playerId)
    }
}
