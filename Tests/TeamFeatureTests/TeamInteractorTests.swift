import DataManaging
import GameModels
import TeamFeature
import TeamFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("TeamInteractor")
struct TeamInteractorTests {
    let dataManager = MockClubDataManager()
    let transform = MockTeamViewModelTransform()
    let delegate = MockTeamInteractorDelegate()

    init() {
        dataManager.teamDetailsResult = .success(SquadSamples.details)
    }

    func makeInteractor(careerId: String = "career-7", teamId: String = "team-3") -> TeamInteractor {
        let interactor = TeamInteractor(careerId: careerId, teamId: teamId, dataManager: dataManager,
                                        viewModelTransform: transform)
        interactor.delegate = delegate
        return interactor
    }

    func loadedInteractor() async -> TeamInteractor {
        let interactor = makeInteractor()
        await interactor.load()
        return interactor
    }

    func selectedName(_ interactor: TeamInteractor) -> String? { interactor.state.selectedPlayer?.lastName }

    @Test("before loading it shows the loading state")
    func initialState() {
        let interactor = makeInteractor()
        #expect(interactor.state == TeamScreenState())
        #expect(interactor.state.isLoading)
        #expect(transform.states == [TeamScreenState()])
        #expect(dataManager.teamDetailsRequests.isEmpty)
    }

    @Test("load asks for the club and sorts the squad in the standard order")
    func loads() async {
        let viewModel = TeamViewModel(isLoading: false, errorMessage: "marker")
        transform.viewModel = viewModel
        let interactor = await loadedInteractor()

        #expect(dataManager.teamDetailsRequests.map(\.careerId) == ["career-7"])
        #expect(dataManager.teamDetailsRequests.map(\.teamId) == ["team-3"])
        #expect(interactor.state.details == SquadSamples.details)
        #expect(!interactor.state.isLoading)
        #expect(interactor.state.errorMessage == nil)
        #expect(SquadSamples.lastNames(interactor.state.squad) == ["Adams", "Evans", "Baker", "Clark", "Ford", "Davis"])
        #expect(interactor.state.selectedIndex == 0)
        #expect(transform.lastState == interactor.state)
        #expect(interactor.viewModel == viewModel)
    }

    @Test("a failed load becomes a one-line message")
    func loadError() async {
        dataManager.teamDetailsResult = .failure(.teamNotFound("team-3"))
        let interactor = await loadedInteractor()

        #expect(interactor.state.errorMessage == "Could not load the squad: no club with id 'team-3'")
        #expect(interactor.state.errorMessage?.contains("\n") == false)
        #expect(!interactor.state.isLoading)
        #expect(interactor.state.details == nil)
        #expect(interactor.state.selectedIndex == nil)
    }

    @Test("a successful reload clears the error")
    func reloadAfterError() async {
        dataManager.teamDetailsResult = .failure(.storage("disk on fire"))
        let interactor = await loadedInteractor()
        #expect(interactor.state.errorMessage == "Could not load the squad: storage error: disk on fire")

        dataManager.teamDetailsResult = .success(SquadSamples.details)
        await interactor.load()
        #expect(interactor.state.errorMessage == nil)
        #expect(interactor.state.squad.count == 6)
    }

    @Test("a reload keeps the selection on the same player")
    func reloadKeepsSelection() async {
        let interactor = await loadedInteractor()
        interactor.moveSelection(by: 3)
        #expect(selectedName(interactor) == "Clark")

        let fewer = SquadSamples.squad.filter { $0.lastName != "Evans" }
        dataManager.teamDetailsResult = .success(SquadSamples.club(with: fewer))
        await interactor.load()
        #expect(selectedName(interactor) == "Clark")
        #expect(interactor.state.selectedIndex == 2)
    }

    @Test("a reload without the selected player keeps the row, clamped to the squad")
    func reloadClampsSelection() async {
        let interactor = await loadedInteractor()
        interactor.moveSelection(by: 5)
        #expect(selectedName(interactor) == "Davis")

        let withoutDavis = SquadSamples.squad.filter { $0.lastName != "Davis" }
        dataManager.teamDetailsResult = .success(SquadSamples.club(with: withoutDavis))
        await interactor.load()
        #expect(interactor.state.selectedIndex == 4)
        #expect(selectedName(interactor) == "Ford")
    }

    @Test("moving the selection clamps at both ends")
    func selectionClamps() async {
        let interactor = await loadedInteractor()
        interactor.moveSelection(by: -1)
        #expect(interactor.state.selectedIndex == 0)
        interactor.moveSelection(by: 1)
        #expect(interactor.state.selectedIndex == 1)
        interactor.moveSelection(by: 40)
        #expect(interactor.state.selectedIndex == 5)
        interactor.moveSelection(by: 1)
        #expect(interactor.state.selectedIndex == 5)
        interactor.moveSelection(by: -2)
        #expect(interactor.state.selectedIndex == 3)
        #expect(transform.lastState?.selectedIndex == 3)
    }

    @Test("with no squad there is nothing to select or open")
    func emptySquad() async {
        dataManager.teamDetailsResult = .success(SquadSamples.club(with: []))
        let interactor = await loadedInteractor()
        interactor.moveSelection(by: 1)
        interactor.toggleDetail()
        interactor.openSelectedPlayer()
        #expect(interactor.state.selectedIndex == nil)
        #expect(!interactor.state.isDetailShown)
        #expect(delegate.chosenPlayerIds.isEmpty)
    }

    @Test("right and left choose the sort column with its natural direction, wrapping around")
    func sortColumnMoves() async {
        let interactor = await loadedInteractor()
        interactor.moveSortColumn(by: 1)
        #expect(interactor.state.sort == SquadSort(column: .age, ascending: true))
        #expect(SquadSamples.lastNames(interactor.state.squad) == ["Clark", "Baker", "Evans", "Davis", "Adams", "Ford"])

        interactor.moveSortColumn(by: 1)
        #expect(interactor.state.sort == SquadSort(column: .overall, ascending: false))
        #expect(SquadSamples.lastNames(interactor.state.squad) == ["Davis", "Evans", "Adams", "Baker", "Clark", "Ford"])

        interactor.moveSortColumn(by: -4)
        #expect(interactor.state.sort == SquadSort(column: .wage, ascending: false))
        #expect(transform.lastState?.sort == SquadSort(column: .wage, ascending: false))
    }

    @Test("r reverses the current sort, twice restores it")
    func reverse() async {
        let interactor = await loadedInteractor()
        interactor.reverseSort()
        #expect(interactor.state.sort == SquadSort(column: .position, ascending: false))
        #expect(SquadSamples.lastNames(interactor.state.squad) == ["Davis", "Clark", "Ford", "Evans", "Baker", "Adams"])
        interactor.reverseSort()
        #expect(interactor.state.sort == .standard)
        #expect(SquadSamples.lastNames(interactor.state.squad) == ["Adams", "Evans", "Baker", "Clark", "Ford", "Davis"])
    }

    @Test("sorting keeps the selection on the same player")
    func selectionFollowsPlayer() async {
        let interactor = await loadedInteractor()
        interactor.moveSelection(by: 2)
        #expect(selectedName(interactor) == "Baker")
        interactor.moveSortColumn(by: -1)
        #expect(interactor.state.sort == SquadSort(column: .name, ascending: true))
        #expect(interactor.state.selectedIndex == 1)
        #expect(selectedName(interactor) == "Baker")
        interactor.reverseSort()
        #expect(interactor.state.selectedIndex == 4)
        #expect(selectedName(interactor) == "Baker")
    }

    @Test("d toggles the detail panel, which follows the selection")
    func detailToggle() async {
        let interactor = await loadedInteractor()
        interactor.toggleDetail()
        #expect(interactor.state.isDetailShown)
        interactor.moveSelection(by: 1)
        #expect(interactor.state.isDetailShown)
        #expect(transform.lastState?.selectedPlayer?.lastName == "Evans")
        interactor.toggleDetail()
        #expect(!interactor.state.isDetailShown)
        #expect(delegate.didRequestCloseCallCount == 0)
        #expect(delegate.chosenPlayerIds.isEmpty)
    }

    @Test("enter tells the coordinator which player to open, following the selection and the sort")
    func openPlayer() async {
        let interactor = await loadedInteractor()
        interactor.openSelectedPlayer()
        interactor.moveSelection(by: 2)
        interactor.openSelectedPlayer()
        interactor.moveSortColumn(by: -1)
        interactor.moveSelection(by: 1)
        interactor.openSelectedPlayer()
        #expect(delegate.chosenPlayerIds == ["id-adams", "id-baker", "id-clark"])
        #expect(delegate.didRequestCloseCallCount == 0)
        #expect(!interactor.state.isDetailShown)
    }

    @Test("before the squad has loaded there is no player to open")
    func openPlayerBeforeLoad() {
        makeInteractor().openSelectedPlayer()
        #expect(delegate.chosenPlayerIds.isEmpty)
    }

    @Test("esc asks the coordinator to close")
    func close() {
        let interactor = makeInteractor()
        interactor.close()
        #expect(delegate.didRequestCloseCallCount == 1)
    }

    @Test("with the real transform the view model shows the loaded club")
    func realTransform() async {
        let interactor = TeamInteractor(careerId: "career-1", teamId: "team-1", dataManager: dataManager,
                                        viewModelTransform: TeamViewModelTransform())
        #expect(interactor.viewModel.isLoading)
        await interactor.load()
        interactor.moveSelection(by: 1)
        interactor.toggleDetail()

        #expect(interactor.viewModel.header?.clubName == "Crumpet Rovers")
        #expect(interactor.viewModel.squadTable.rows.map(\.name).first == "Test Adams")
        #expect(interactor.viewModel.squadTable.selectedRow == 1)
        #expect(interactor.viewModel.playerDetail?.name == "Test Evans")
    }
}
