import Navigation

/// Shows the Board screen (in the game: in the hub's tab, replacing its stack) and ends with `.tookJob` when
/// the user accepts an offer — the hub must then show his new club — or `.closed` when he leaves.
@MainActor
public final class BoardFeatureCoordinator:
    CareerScreenCoordinator<BoardFeatureResult, any BoardInteractorMaking, any BoardBusinessLogic>,
    BoardInteractorDelegate {
    public override func makeScreen() -> (interactor: any BoardBusinessLogic, screen: any Screen) {
        let interactor = interactorFactory.makeBoardInteractor(careerId: careerId)
        interactor.delegate = self
        return (interactor, BoardView(presenter: interactor))
    }

    public func boardInteractorDidRequestClose() {
        finish(with: .closed)
    }

    public func boardInteractorDidTakeJob(teamId: String) {
        finish(with: .tookJob(teamId: teamId))
    }
}
