import DataManaging
import MainMenuFeature
import Navigation
import NewGameFeature
import TeamSelectFeature

/// The top of the app: main menu → new game (with team select) → in-game hub, and back.
/// It also answers NewGame's `TeamPicking` by running the TeamSelect feature, so neither feature
/// knows the other.
@MainActor
final class RootCoordinator: BaseFeatureCoordinator<Never>, TeamPicking {
    private let navigation: any NavigationCoordinatorProtocol
    private let interactorFactory: any AppInteractorMaking
    private let dataManager: any CareerDataManaging
    private let exporter: any CareerExporting
    private let onQuit: () -> Void

    init(navigation: any NavigationCoordinatorProtocol, interactorFactory: any AppInteractorMaking,
         dataManager: any CareerDataManaging, exporter: any CareerExporting, onQuit: @escaping () -> Void) {
        self.navigation = navigation
        self.interactorFactory = interactorFactory
        self.dataManager = dataManager
        self.exporter = exporter
        self.onQuit = onQuit
    }

    override func start() {
        showMainMenu()
    }

    private func showMainMenu() {
        let menu = MainMenuFeatureCoordinator(navigationCoordinator: navigation, interactorFactory: interactorFactory)
        startChild(menu) { [weak self] result in
            switch result {
            case .newCareer: self?.showNewGame()
            case .continueCareer(let careerId): self?.showGame(careerId: careerId)
            case .quit: self?.onQuit()
            }
        }
    }

    private func showNewGame() {
        let newGame = NewGameFeatureCoordinator(navigationCoordinator: navigation, interactorFactory: interactorFactory,
                                                teamPicker: self)
        startChild(newGame) { [weak self] result in
            switch result {
            case .created(let created): self?.showGame(careerId: created.career.id)
            case .cancelled: self?.showMainMenu()
            }
        }
    }

    private func showGame(careerId: String) {
        let game = InGameCoordinator(careerId: careerId, navigation: navigation,
                                     interactorFactory: interactorFactory, dataManager: dataManager,
                                     exporter: exporter)
        startChild(game) { [weak self] result in
            switch result {
            case .exitToMenu: self?.showMainMenu()
            // A new job: the hub opens again on the same career, every tab for the new club.
            case .reopen: self?.showGame(careerId: careerId)
            }
        }
    }

    func pickTeam(seed: UInt64, completion: @escaping @MainActor (WorldPreview.Club?) -> Void) {
        let teamSelect = TeamSelectFeatureCoordinator(seed: seed, navigationCoordinator: navigation,
                                                      interactorFactory: interactorFactory)
        startChild(teamSelect) { result in
            switch result {
            case .selected(let club): completion(club)
            case .cancelled: completion(nil)
            }
        }
    }
}
