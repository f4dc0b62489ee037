import DataManaging
import Navigation

/// Shows the match-day screen in the hub's tab (it replaces the tab's stack), opens player profiles
/// through `playerRouting`, tells the hub when a day has been played and ends with `.closed` when the
/// user leaves before kick-off.
@MainActor
public final class MatchDayFeatureCoordinator: BaseFeatureCoordinator<MatchDayFeatureResult>,
    MatchDayInteractorDelegate {
    public private(set) var interactor: (any MatchDayBusinessLogic)?
    /// Called with the career after each played match day, so the hub can move its title-bar date on.
    public var onMatchDayPlayed: (CareerSummary) -> Void = { _ in }
    /// Called when the user asks for the Season Review once every match of the season is played.
    public var onSeasonOver: () -> Void = {}

    private let careerId: String
    private let navigationCoordinator: any NavigationCoordinatorProtocol
    private let interactorFactory: any MatchDayInteractorMaking
    private let playerRouting: any PlayerProfileRouting

    public init(careerId: String, navigationCoordinator: any NavigationCoordinatorProtocol,
                interactorFactory: any MatchDayInteractorMaking, playerRouting: any PlayerProfileRouting) {
        self.careerId = careerId
        self.navigationCoordinator = navigationCoordinator
        self.interactorFactory = interactorFactory
        self.playerRouting = playerRouting
        super.init()
    }

    public override func start() {
        let interactor = interactorFactory.makeMatchDayInteractor(careerId: careerId)
        interactor.delegate = self
        self.interactor = interactor
        navigationCoordinator.replaceStack(with: MatchDayView(presenter: interactor))
    }

    public func matchDayInteractorDidRequestClose() {
        finish(with: .closed)
    }

    public func matchDayInteractorDidSelectPlayer(playerId: String) {
        playerRouting.showPlayer(playerId: playerId)
    }

    public func matchDayInteractorDidReachSeasonEnd() {
        onSeasonOver()
    }

    public func matchDayDidPlay(summary: CareerSummary) {
        onMatchDayPlayed(summary)
    }
}
