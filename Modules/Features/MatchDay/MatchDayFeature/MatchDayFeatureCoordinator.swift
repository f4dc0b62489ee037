import DataManaging
import Navigation

/// Shows the match-day screen in the hub's tab (it replaces the tab's stack), opens player profiles
/// through `playerRouting`, tells the hub when a day has been played and ends with `.closed` when the
/// user leaves before kick-off.
@MainActor
public final class MatchDayFeatureCoordinator:
    CareerScreenCoordinator<MatchDayFeatureResult, any MatchDayInteractorMaking, any MatchDayBusinessLogic>,
    MatchDayInteractorDelegate {
    /// Called with the career after each played match day, so the hub can move its title-bar date on.
    public var onMatchDayPlayed: (CareerSummary) -> Void = { _ in }
    /// Called when the user asks for the Season Review once every match of the season is played.
    public var onSeasonOver: () -> Void = {}

    public override func makeScreen() -> (interactor: any MatchDayBusinessLogic, screen: any Screen) {
        let interactor = interactorFactory.makeMatchDayInteractor(careerId: careerId)
        interactor.delegate = self
        return (interactor, MatchDayView(presenter: interactor))
    }

    public func matchDayInteractorDidRequestClose() {
        finish(with: .closed)
    }

    public func matchDayInteractorDidSelectPlayer(playerId: String) {
        playerRouting?.showPlayer(playerId: playerId)
    }

    public func matchDayInteractorDidReachSeasonEnd() {
        onSeasonOver()
    }

    public func matchDayDidPlay(summary: CareerSummary) {
        onMatchDayPlayed(summary)
    }
}
