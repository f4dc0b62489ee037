import DataManaging
import MainMenuFeature
import MainMenuFeatureMocks
import Testing
import TestSupport

@MainActor
struct MainMenuInteractorTests {
    let dataManager = MockCareerDataManager()
    let delegate = MockMainMenuInteractorDelegate()
    let saveImporter = MockSaveImporter()

    private func makeInteractor(careers: [CareerSlot]) async -> MainMenuInteractor {
        dataManager.listCareersResult = .success(careers)
        let interactor = MainMenuInteractor(dataManager: dataManager, saveImporter: saveImporter)
        interactor.delegate = delegate
        await interactor.load()
        return interactor
    }

    private func continueItem(_ interactor: MainMenuInteractor) -> MenuItemViewModel {
        interactor.viewModel.menu.items[1]
    }

    @Test func loadListsTheCareersAndEnablesContinue() async {
        let interactor = await makeInteractor(careers: [Fixtures.readySlot, Fixtures.brokenSlot])

        #expect(dataManager.listCareersCallCount == 1)
        #expect(continueItem(interactor).isEnabled)
        #expect(continueItem(interactor).detail == "(1 career)")
        #expect(interactor.viewModel.slots.rows.map(\.slotName) == ["career-1", "broken"])
        #expect(interactor.viewModel.message == nil)
    }

    @Test func aFailedLoadShowsTheErrorAsOneLineAndKeepsContinueDisabled() async {
        dataManager.listCareersResult = .failure(.dataDirectoryUnusable(path: "/nope", reason: "read-only"))
        let interactor = MainMenuInteractor(dataManager: dataManager, saveImporter: saveImporter)

        await interactor.load()

        #expect(interactor.viewModel.message == "data directory /nope cannot be used: read-only")
        #expect(!continueItem(interactor).isEnabled)
    }

    @Test func aLaterSuccessfulLoadClearsTheError() async {
        dataManager.listCareersResult = .failure(.storage("disk full"))
        let interactor = MainMenuInteractor(dataManager: dataManager, saveImporter: saveImporter)
        await interactor.load()

        dataManager.listCareersResult = .success([Fixtures.readySlot])
        await interactor.load()

        #expect(interactor.viewModel.message == nil)
        #expect(continueItem(interactor).isEnabled)
    }

    @Test func theLoadErrorOutlivesMovingTheHighlight() async {
        dataManager.listCareersResult = .failure(.storage("disk full"))
        let interactor = MainMenuInteractor(dataManager: dataManager, saveImporter: saveImporter)
        await interactor.load()

        interactor.moveSelection(by: 1)

        #expect(interactor.viewModel.message == "storage error: disk full")
    }

    @Test func movingSkipsDisabledContinue() async {
        let interactor = await makeInteractor(careers: [Fixtures.brokenSlot])

        interactor.moveSelection(by: 1)
        #expect(interactor.viewModel.menu.selectedIndex == 2)

        interactor.moveSelection(by: -1)
        #expect(interactor.viewModel.menu.selectedIndex == 0)
    }

    @Test func movingStopsAtEitherEndOfTheMenu() async {
        let interactor = await makeInteractor(careers: [Fixtures.readySlot])

        interactor.moveSelection(by: -1)
        #expect(interactor.viewModel.menu.selectedIndex == 0)

        interactor.moveSelection(by: 1)
        #expect(interactor.viewModel.menu.selectedIndex == 1)
        interactor.moveSelection(by: 5)
        #expect(interactor.viewModel.menu.selectedIndex == 3)
    }

    @Test func newCareerAndQuitGoToTheDelegate() async {
        let interactor = await makeInteractor(careers: [])

        await interactor.select()
        interactor.moveSelection(by: 2)
        await interactor.select()

        #expect(delegate.calls == [.newCareer, .quit])
    }

    @Test func continueOpensTheSlotListOnTheFirstReadyCareer() async {
        let interactor = await makeInteractor(careers: [Fixtures.brokenSlot, Fixtures.readySlot])

        interactor.moveSelection(by: 1)
        await interactor.select()

        #expect(interactor.viewModel.mode == .slotList)
        #expect(interactor.viewModel.slots.selectedIndex == 1)
        #expect(delegate.calls.isEmpty)
    }

    @Test func enterOnAReadySlotContinuesThatCareer() async {
        let interactor = await makeInteractor(careers: [Fixtures.readySlot, MainMenuTestData.readySlot("career-2")])
        interactor.moveSelection(by: 1)
        await interactor.select()

        interactor.moveSelection(by: 1)
        await interactor.select()

        #expect(delegate.calls == [.continueCareer(careerId: "id-career-2")])
    }

    @Test func enterOnAnUnreadableSlotShowsWhyAndContinuesNothing() async {
        let interactor = await makeInteractor(careers: [Fixtures.readySlot, Fixtures.brokenSlot])
        interactor.moveSelection(by: 1)
        await interactor.select()
        interactor.moveSelection(by: 1)

        await interactor.select()

        #expect(interactor.viewModel.message == "career 'broken' cannot be read: not a SQLite database")
        #expect(delegate.calls.isEmpty)
        interactor.moveSelection(by: -1)
        #expect(interactor.viewModel.message == nil)
    }

    @Test func movingInTheSlotListStopsAtEitherEnd() async {
        let interactor = await makeInteractor(careers: [Fixtures.readySlot, Fixtures.brokenSlot])
        interactor.moveSelection(by: 1)
        await interactor.select()

        interactor.moveSelection(by: -3)
        #expect(interactor.viewModel.slots.selectedIndex == 0)
        interactor.moveSelection(by: 9)
        #expect(interactor.viewModel.slots.selectedIndex == 1)
    }

    @Test func goBackLeavesTheSlotListButNotTheMenu() async {
        let interactor = await makeInteractor(careers: [Fixtures.readySlot])
        #expect(interactor.goBack() == false)

        interactor.moveSelection(by: 1)
        await interactor.select()
        #expect(interactor.goBack() == true)

        #expect(interactor.viewModel.mode == .menu)
        #expect(interactor.viewModel.menu.selectedIndex == 1)
    }

    @Test func aReloadWithoutReadableCareersLeavesTheSlotListAndContinue() async {
        let interactor = await makeInteractor(careers: [Fixtures.readySlot])
        interactor.moveSelection(by: 1)
        await interactor.select()

        dataManager.listCareersResult = .success([Fixtures.brokenSlot])
        await interactor.load()

        #expect(interactor.viewModel.mode == .menu)
        #expect(interactor.viewModel.menu.selectedIndex == 0)
    }

    @Test func theViewModelComesFromTheTransform() async {
        let transform = MockMainMenuViewModelTransform()
        transform.viewModel = MainMenuFixtures.slotListViewModel(message: "from the transform")
        dataManager.listCareersResult = .success([Fixtures.readySlot])
        let interactor = MainMenuInteractor(dataManager: dataManager, saveImporter: saveImporter,
                                            viewModelTransform: transform)

        await interactor.load()

        #expect(interactor.viewModel == transform.viewModel)
        #expect(transform.lastState?.careers == [Fixtures.readySlot])
        #expect(transform.lastState?.mode == .menu)
    }
}
