import DataManaging
import Navigation

/// Runs the New Career screen: asks `teamPicker` for a club and finishes with the created career.
@MainActor
public final class NewGameFeatureCoordinator: BaseFeatureCoordinator<NewGameFeatureResult> {
    public private(set) var interactor: (any NewGameBusinessLogic)?

    private let navigationCoordinator: any NavigationCoordinatorProtocol
    private let interactorFactory: any NewGameInteractorMaking
    private let teamPicker: any TeamPicking

    public init(navigationCoordinator: any NavigationCoordinatorProtocol,
                interactorFactory: any NewGameInteractorMaking,
                teamPicker: any TeamPicking) {
        self.navigationCoordinator = navigationCoordinator
        self.interactorFactory = interactorFactory
        self.teamPicker = teamPicker
        super.init()
    }

    public override func start() {
        let interactor = interactorFactory.makeNewGameInteractor()
        interactor.delegate = self
        self.interactor = interactor
        navigationCoordinator.push(NewGameView(presenter: interactor))
    }

    private func end(with result: NewGameFeatureResult) {
        navigationCoordinator.pop()
        finish(with: result)
    }
}

extension NewGameFeatureCoordinator: NewGameInteractorDelegate {
    public func newGameRequestsTeamPick(seed: UInt64) {
        teamPicker.pickTeam(seed: seed) { [weak self] club in
            self?.interactor?.didPickTeam(club)
        }
    }

    public func newGameDidCreateCareer(_ result: CreateNewCareerResult) {
        end(with: .created(result))
    }

    public func newGameDidCancel() {
        end(with: .cancelled)
    }
}
