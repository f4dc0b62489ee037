import Navigation

/// Shows the main menu as the only screen and ends with what the user chose there.
@MainActor
public final class MainMenuFeatureCoordinator: BaseFeatureCoordinator<MainMenuFeatureResult> {
    private let navigationCoordinator: any NavigationCoordinatorProtocol
    private let interactorFactory: any MainMenuInteractorMaking
    public private(set) var interactor: (any MainMenuBusinessLogic)?

    public init(navigationCoordinator: any NavigationCoordinatorProtocol,
                interactorFactory: any MainMenuInteractorMaking) {
        self.navigationCoordinator = navigationCoordinator
        self.interactorFactory = interactorFactory
        super.init()
    }

    override public func start() {
        let interactor = interactorFactory.makeMainMenuInteractor()
        interactor.delegate = self
        self.interactor = interactor
        navigationCoordinator.replaceStack(with: MainMenuView(presenter: interactor))
    }
}

extension MainMenuFeatureCoordinator: MainMenuInteractorDelegate {
    public func mainMenuDidChooseNewCareer() {
        finish(with: .newCareer)
    }

    public func mainMenuDidChooseContinue(careerId: String) {
        finish(with: .continueCareer(careerId: careerId))
    }

    public func mainMenuDidChooseQuit() {
        finish(with: .quit)
    }
}
