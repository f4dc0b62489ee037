import DataManaging
import NewGameFeature
import NewGameFeatureMocks
import TestSupport

/// A real interactor on a mock data manager and the real transform, with a recording delegate.
@MainActor
struct NewGameHarness {
    let dataManager = MockCareerDataManager()
    let delegate = MockNewGameInteractorDelegate()
    let interactor: NewGameInteractor

    init(seed: UInt64 = 42) {
        dataManager.worldPreviewResult = .success(Fixtures.worldPreview)
        dataManager.createNewCareerResult = .success(Fixtures.createdCareer)
        interactor = NewGameInteractor(seed: seed, dataManager: dataManager,
                                       viewModelTransform: NewGameViewModelTransform())
        interactor.delegate = delegate
    }

    /// Moves the focus forward until it is on `field`.
    func focus(_ field: NewGameField) {
        for _ in NewGameField.allCases where interactor.viewModel.focus != field {
            interactor.focusNext()
        }
    }

    /// Types both names, picks `club` when given, and leaves the focus on the start button.
    func fill(firstName: String, lastName: String, club: WorldPreview.Club?) {
        focus(.firstName)
        interactor.type(firstName)
        focus(.lastName)
        interactor.type(lastName)
        interactor.didPickTeam(club)
        focus(.startCareer)
    }

    var createCalls: Int { dataManager.createNewCareerRequests.count }
}
