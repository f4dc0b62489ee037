import DataManaging
import Navigation

/// Shows the Season Review over the hub once a season is over, and ends with `.started` once the next
/// season has begun, or `.closed` when the user leaves first — taking the screen off the stack.
@MainActor
public final class SeasonReviewFeatureCoordinator: BaseFeatureCoordinator<SeasonReviewFeatureResult>,
    SeasonReviewInteractorDelegate {
    public private(set) var interactor: (any SeasonReviewBusinessLogic)?

    private let careerId: String
    private let navigationCoordinator: any NavigationCoordinatorProtocol
    private let interactorFactory: any SeasonReviewInteractorMaking

    public init(careerId: String, navigationCoordinator: any NavigationCoordinatorProtocol,
                interactorFactory: any SeasonReviewInteractorMaking) {
        self.careerId = careerId
        self.navigationCoordinator = navigationCoordinator
        self.interactorFactory = interactorFactory
        super.init()
    }

    public override func start() {
        let interactor = interactorFactory.makeSeasonReviewInteractor(careerId: careerId)
        interactor.delegate = self
        self.interactor = interactor
        navigationCoordinator.push(SeasonReviewView(presenter: interactor))
    }

    public func seasonReviewDidRequestClose() {
        navigationCoordinator.pop()
        finish(with: .closed)
    }

    public func seasonReviewDidFinish(summary: SeasonEndSummary) {
        navigationCoordinator.pop()
        finish(with: .started(summary))
    }
}
