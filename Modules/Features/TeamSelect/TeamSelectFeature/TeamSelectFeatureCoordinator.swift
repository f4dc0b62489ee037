import DataManaging
import Navigation

/// Shows the club choice as a sheet over the flow that needs it, and reports the pick (or the
/// cancel) once the sheet is gone.
@MainActor
public final class TeamSelectFeatureCoordinator: BaseFeatureCoordinator<TeamSelectFeatureResult> {
    public private(set) var interactor: (any TeamSelectBusinessLogic)?
    private let seed: UInt64
    private let navigationCoordinator: any NavigationCoordinatorProtocol
    private let interactorFactory: any TeamSelectInteractorMaking

    public init(seed: UInt64, navigationCoordinator: any NavigationCoordinatorProtocol,
                interactorFactory: any TeamSelectInteractorMaking) {
        self.seed = seed
        self.navigationCoordinator = navigationCoordinator
        self.interactorFactory = interactorFactory
        super.init()
    }

    override public func start() {
        let interactor = interactorFactory.makeTeamSelectInteractor(seed: seed)
        interactor.delegate = self
        self.interactor = interactor
        navigationCoordinator.presentSheet(TeamSelectView(presenter: interactor))
    }

    private func end(with result: TeamSelectFeatureResult) {
        navigationCoordinator.dismissSheet()
        finish(with: result)
    }
}

extension TeamSelectFeatureCoordinator: TeamSelectInteractorDelegate {
    public func teamSelectDidSelect(_ club: WorldPreview.Club) {
        end(with: .selected(club))
    }

    public func teamSelectDidCancel() {
        end(with: .cancelled)
    }
}
