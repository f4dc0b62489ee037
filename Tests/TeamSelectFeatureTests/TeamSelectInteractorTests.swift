import DataManaging
import TeamSelectFeature
import TeamSelectFeatureMocks
import Testing
import TestSupport

@MainActor
@Suite("TeamSelectInteractor")
struct TeamSelectInteractorTests {
    let dataManager = MockCareerDataManager()
    let delegate = MockTeamSelectInteractorDelegate()

    init() {
        dataManager.worldPreviewResult = .success(TeamSelectFixtures.unsortedPreview)
    }

    func makeInteractor(transform: any TeamSelectViewModelTransformProtocol = TeamSelectViewModelTransform())
        -> TeamSelectInteractor {
        let interactor = TeamSelectInteractor(seed: 7, dataManager: dataManager, viewModelTransform: transform)
        interactor.delegate = delegate
        return interactor
    }

    func loadedInteractor() async -> TeamSelectInteractor {
        let interactor = makeInteractor()
        await interactor.load()
        return interactor
    }

    @Test("before loading it shows the loading message")
    func initialState() {
        let interactor = makeInteractor()
        #expect(interactor.state.phase == .loading)
        #expect(interactor.viewModel.message == TeamSelectViewModelTransform.loadingMessage)
    }

    @Test("load asks for the preview of its seed and shows the first division, strongest first")
    func loadShowsFirstDivision() async {
        let interactor = await loadedInteractor()

        #expect(dataManager.worldPreviewSeeds == [7])
        #expect(interactor.state == TeamSelectState(phase: .loaded(TeamSelectFixtures.unsortedPreview)))
        #expect(interactor.viewModel.clubs.rows.map(\.name)
            == ["Crumpet Rovers", "Sporting Wobbleton", "Athletic Teacup", "Dynamo Dumpling"])
        #expect(interactor.viewModel.clubs.selectedIndex == 0)
        #expect(interactor.viewModel.message == nil)
    }

    @Test("a failed load becomes one line naming the error, with nothing to pick")
    func loadFailure() async {
        dataManager.worldPreviewResult = .failure(.storage("disk full of custard"))
        let interactor = await loadedInteractor()

        #expect(interactor.viewModel.message == "Could not load the clubs: storage error: disk full of custard")
        #expect(interactor.viewModel.message?.contains("\n") == false)
        #expect(interactor.viewModel.clubs.rows.isEmpty)
        interactor.confirmSelection()
        #expect(delegate.selectedClubs.isEmpty)
    }

    @Test("a second load keeps the loaded world and the user's place")
    func loadOnce() async {
        let interactor = await loadedInteractor()
        interactor.switchDivision(by: 1)
        interactor.moveSelection(by: 1)
        let before = interactor.state

        await interactor.load()

        #expect(dataManager.worldPreviewSeeds == [7])
        #expect(interactor.state == before)
    }

    @Test("a load after a failure tries again")
    func loadRetriesAfterFailure() async {
        dataManager.worldPreviewResult = .failure(.storage("busy"))
        let interactor = await loadedInteractor()
        dataManager.worldPreviewResult = .success(TeamSelectFixtures.unsortedPreview)

        await interactor.load()

        #expect(dataManager.worldPreviewSeeds == [7, 7])
        #expect(interactor.state.preview == TeamSelectFixtures.unsortedPreview)
    }

    @Test("the selection moves within the list and stops at both ends")
    func selectionClamps() async {
        let interactor = await loadedInteractor()

        interactor.moveSelection(by: -1)
        #expect(interactor.state.selectedIndex == 0)
        interactor.moveSelection(by: 2)
        #expect(interactor.state.selectedIndex == 2)
        interactor.moveSelection(by: 10)
        #expect(interactor.state.selectedIndex == 3)
        interactor.moveSelection(by: -1)
        #expect(interactor.viewModel.clubs.selectedIndex == 2)
    }

    @Test("divisions wrap around in both directions")
    func divisionsWrap() async {
        let interactor = await loadedInteractor()

        interactor.switchDivision(by: -1)
        #expect(interactor.state.divisionIndex == 2)
        #expect(interactor.viewModel.divisionBar.label == "The Biscuit League (tier 3 of 3)")
        interactor.switchDivision(by: 1)
        #expect(interactor.state.divisionIndex == 0)
        interactor.switchDivision(by: 1)
        #expect(interactor.state.divisionIndex == 1)
        #expect(interactor.viewModel.divisionBar.label == "The Gravy Championship (tier 2 of 3)")
    }

    @Test("switching division starts at the new division's strongest club")
    func selectionResetsOnDivisionChange() async {
        let interactor = await loadedInteractor()
        interactor.moveSelection(by: 3)

        interactor.switchDivision(by: 1)

        #expect(interactor.state.selectedIndex == 0)
        #expect(interactor.state.selectedClub?.name == "Puddlebury Town")
    }

    @Test("moving and switching before the world is loaded does nothing")
    func actionsBeforeLoad() {
        let interactor = makeInteractor()
        interactor.moveSelection(by: 1)
        interactor.switchDivision(by: 1)
        interactor.confirmSelection()

        #expect(interactor.state == TeamSelectState())
        #expect(delegate.selectedClubs.isEmpty)
    }

    @Test("Enter picks the selected club in strength order, ties by id")
    func confirmReportsSelectedClub() async {
        let interactor = await loadedInteractor()
        interactor.moveSelection(by: 1)

        interactor.confirmSelection()

        #expect(delegate.selectedClubs.map(\.teamId) == ["t3"])
        #expect(delegate.cancelCallCount == 0)
    }

    @Test("Enter in a division without clubs picks nothing")
    func confirmInEmptyDivision() async {
        let interactor = await loadedInteractor()
        interactor.switchDivision(by: 2)
        interactor.moveSelection(by: 1)

        interactor.confirmSelection()

        #expect(interactor.viewModel.message == TeamSelectViewModelTransform.noClubsMessage)
        #expect(delegate.selectedClubs.isEmpty)
    }

    @Test("Esc reports a cancel")
    func cancelReports() {
        let interactor = makeInteractor()
        interactor.cancel()
        #expect(delegate.cancelCallCount == 1)
        #expect(delegate.selectedClubs.isEmpty)
    }

    @Test("every state change goes through the transform, and its view model is what is shown")
    func usesTransform() async {
        let transform = MockTeamSelectViewModelTransform()
        transform.viewModel = TeamSelectFixtures.viewModel(clubCount: 5, selectedIndex: 4)
        let interactor = makeInteractor(transform: transform)
        await interactor.load()
        interactor.moveSelection(by: 1)

        #expect(interactor.viewModel == transform.viewModel)
        #expect(transform.states.map(\.selectedIndex) == [0, 0, 1])
        #expect(transform.states.map(\.phase) == [.loading, .loaded(TeamSelectFixtures.unsortedPreview),
                                                  .loaded(TeamSelectFixtures.unsortedPreview)])
    }
}
