import BoardFeature
import DataManaging
import FinancesFeature
import CupFeature
import HistoryFeature
import InboxFeature
import LeagueFeature
import MainMenuFeature
import MatchDayFeature
import NewGameFeature
import PlayerFeature
import SeasonReviewFeature
import TeamFeature
import TeamSelectFeature
import TransfersFeature

/// Makes the real interactors with their real dependencies.
@MainActor
public final class InteractorFactory: AppInteractorMaking {
    private let dataManager: any DataManagerProtocol
    private let saveImporter: any SaveImporting
    private let seedSource: () -> UInt64

    /// `seedSource` gives the world seed of each new career (fixed by `--seed`, random otherwise).
    public init(dataManager: any DataManagerProtocol, saveImporter: any SaveImporting,
                seedSource: @escaping () -> UInt64) {
        self.dataManager = dataManager
        self.saveImporter = saveImporter
        self.seedSource = seedSource
    }

    public func makeMainMenuInteractor() -> any MainMenuInteractorProtocol {
        MainMenuInteractor(dataManager: dataManager, saveImporter: saveImporter,
                           viewModelTransform: MainMenuViewModelTransform())
    }

    public func makeNewGameInteractor() -> any NewGameInteractorProtocol {
        NewGameInteractor(seed: seedSource(), dataManager: dataManager, viewModelTransform: NewGameViewModelTransform())
    }

    public func makeTeamSelectInteractor(seed: UInt64) -> any TeamSelectInteractorProtocol {
        TeamSelectInteractor(seed: seed, dataManager: dataManager, viewModelTransform: TeamSelectViewModelTransform())
    }

    public func makeTeamInteractor(careerId: String, teamId: String) -> any TeamInteractorProtocol {
        TeamInteractor(careerId: careerId, teamId: teamId, dataManager: dataManager,
                       viewModelTransform: TeamViewModelTransform())
    }

    public func makeLeagueInteractor(careerId: String) -> any LeagueInteractorProtocol {
        LeagueInteractor(careerId: careerId, dataManager: dataManager, viewModelTransform: LeagueViewModelTransform())
    }

    public func makeMatchDayInteractor(careerId: String) -> any MatchDayInteractorProtocol {
        MatchDayInteractor(careerId: careerId, dataManager: dataManager, liveData: dataManager, careerData: dataManager,
                           viewModelTransform: MatchDayViewModelTransform())
    }

    public func makeCupInteractor(careerId: String) -> any CupInteractorProtocol {
        CupInteractor(careerId: careerId, dataManager: dataManager, viewModelTransform: CupViewModelTransform())
    }

    public func makeHistoryInteractor(careerId: String) -> any HistoryInteractorProtocol {
        HistoryInteractor(careerId: careerId, dataManager: dataManager, viewModelTransform: HistoryViewModelTransform())
    }

    public func makeFinancesInteractor(careerId: String) -> any FinancesInteractorProtocol {
        FinancesInteractor(careerId: careerId, dataManager: dataManager, viewModelTransform: FinancesViewModelTransform())
    }

    public func makeInboxInteractor(careerId: String) -> any InboxInteractorProtocol {
        InboxInteractor(careerId: careerId, dataManager: dataManager, viewModelTransform: InboxViewModelTransform())
    }

    public func makeBoardInteractor(careerId: String) -> any BoardInteractorProtocol {
        BoardInteractor(careerId: careerId, dataManager: dataManager, league: dataManager,
                        viewModelTransform: BoardViewModelTransform())
    }

    public func makeTransfersInteractor(careerId: String) -> any TransfersInteractorProtocol {
        TransfersInteractor(careerId: careerId, dataManager: dataManager, viewModelTransform: TransfersViewModelTransform())
    }

    public func makeSeasonReviewInteractor(careerId: String) -> any SeasonReviewInteractorProtocol {
        SeasonReviewInteractor(careerId: careerId, seasonData: dataManager, leagueData: dataManager,
                               viewModelTransform: SeasonReviewViewModelTransform())
    }

    public func makePlayerInteractor(careerId: String, playerId: String) -> any PlayerInteractorProtocol {
        PlayerInteractor(careerId: careerId, playerId: playerId, dataManager: dataManager,
                         viewModelTransform: PlayerViewModelTransform())
    }
}
