import Navigation

/// Shows the league screen and ends with `.closed` when the user leaves it. In the game it is handed
/// the in-game hub's tab navigator, so the screen replaces that tab's stack. Choosing a top scorer
/// opens his profile through `playerRouting`, which the composition root answers.
@MainActor
public final class LeagueFeatureCoordinator:
    CareerScreenCoordinator<LeagueFeatureResult, any LeagueInteractorMaking, any LeagueBusinessLogic>,
    LeagueInteractorDelegate {
    public override func makeScreen() -> (interactor: any LeagueBusinessLogic, screen: any Screen) {
        let interactor = interactorFactory.makeLeagueInteractor(careerId: careerId)
        interactor.delegate = self
        return (interactor, LeagueView(presenter: interactor))
    }

    public func leagueInteractorDidRequestClose() {
        finish(with: .closed)
    }

    public func leagueInteractorDidChoosePlayer(playerId: String) {
        playerRouting?.showPlayer(playerId: playerId)
    }
}
