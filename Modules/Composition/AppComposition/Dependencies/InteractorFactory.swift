import DataManaging
import MainMenuFeature
import NewGameFeature
import TeamFeature
import TeamSelectFeature

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
}
