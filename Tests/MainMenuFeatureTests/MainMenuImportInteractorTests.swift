import DataManaging
import MainMenuFeature
import MainMenuFeatureMocks
import Testing
import TestSupport

@MainActor
struct MainMenuImportInteractorTests {
    let dataManager = MockCareerDataManager()
    let delegate = MockMainMenuInteractorDelegate()
    let saveImporter = MockSaveImporter()

    /// A loaded interactor with the import form open.
    private func makeInteractorInImportMode(careers: [CareerSlot] = [Fixtures.readySlot]) async -> MainMenuInteractor {
        dataManager.listCareersResult = .success(careers)
        let interactor = MainMenuInteractor(dataManager: dataManager, saveImporter: saveImporter)
        interactor.delegate = delegate
        await interactor.load()
        // The highlight skips "Continue" when no career opens.
        interactor.moveSelection(by: careers.contains { $0.summary != nil } ? 2 : 1)
        await interactor.select()
        return interactor
    }

    @Test func importSaveSitsBetweenContinueAndQuit() async {
        dataManager.listCareersResult = .success([Fixtures.readySlot])
        let interactor = MainMenuInteractor(dataManager: dataManager, saveImporter: saveImporter)
        await interactor.load()

        interactor.moveSelection(by: 2)

        let menu = interactor.viewModel.menu
        #expect(menu.items.map(\.label) == ["New career", "Continue", "Import save", "Quit"])
        #expect(menu.items[menu.selectedIndex].label == "Import save")
    }

    @Test func enterOnImportSaveOpensAnEmptyPathField() async {
        let interactor = await makeInteractorInImportMode()

        #expect(interactor.viewModel.mode == .importSave)
        #expect(interactor.viewModel.capturesText)
        #expect(interactor.viewModel.importSave.path == "")
        #expect(interactor.viewModel.importSave.error == nil)
        #expect(saveImporter.paths.isEmpty)
        #expect(delegate.calls.isEmpty)
    }

    @Test func importSaveCanBeReachedWithoutAnyCareer() async {
        let interactor = await makeInteractorInImportMode(careers: [])

        #expect(interactor.viewModel.mode == .importSave)
    }

    @Test func typingAppendsAndBackspaceDeletes() async {
        let interactor = await makeInteractorInImportMode()

        interactor.type("~/saves")
        interactor.type("/")
        interactor.type("old.sssave")
        interactor.deleteBackward()
        interactor.deleteBackward()

        #expect(interactor.viewModel.importSave.path == "~/saves/old.sssa")
    }

    @Test func backspaceOnAnEmptyPathDoesNothing() async {
        let interactor = await makeInteractorInImportMode()

        interactor.deleteBackward()

        #expect(interactor.viewModel.importSave.path == "")
        #expect(interactor.viewModel.mode == .importSave)
    }

    @Test func typingOutsideTheImportFormChangesNothing() async {
        dataManager.listCareersResult = .success([Fixtures.readySlot])
        let interactor = MainMenuInteractor(dataManager: dataManager, saveImporter: saveImporter)
        await interactor.load()
        let before = interactor.viewModel

        interactor.type("q")
        interactor.deleteBackward()

        #expect(interactor.viewModel == before)
    }

    @Test func movingInTheImportFormKeepsThePath() async {
        let interactor = await makeInteractorInImportMode()
        interactor.type("a.sssave")

        interactor.moveSelection(by: 1)

        #expect(interactor.viewModel.mode == .importSave)
        #expect(interactor.viewModel.importSave.path == "a.sssave")
    }

    @Test func escReturnsToTheMenuWithoutImportingAndTheNextFormStartsEmpty() async {
        let interactor = await makeInteractorInImportMode()
        interactor.type("a.sssave")

        #expect(interactor.goBack())

        #expect(interactor.viewModel.mode == .menu)
        #expect(!interactor.viewModel.capturesText)
        #expect(interactor.viewModel.menu.selectedIndex == 2)
        #expect(saveImporter.paths.isEmpty)
        #expect(delegate.calls.isEmpty)
        #expect(dataManager.listCareersCallCount == 1)

        await interactor.select()
        #expect(interactor.viewModel.importSave.path == "")
    }

    @Test(arguments: ["", "   ", " \t "])
    func aBlankPathIsRejectedWithoutAskingTheImporter(path: String) async {
        let interactor = await makeInteractorInImportMode()
        interactor.type(path)

        await interactor.select()

        #expect(saveImporter.paths.isEmpty)
        #expect(interactor.viewModel.mode == .importSave)
        #expect(interactor.viewModel.importSave.error == "Enter the path of a save file")
    }

    @Test func thePathIsHandedOnWithoutSurroundingBlanks() async {
        let interactor = await makeInteractorInImportMode()
        interactor.type("  /tmp/my save.sssave \n")

        await interactor.select()

        #expect(saveImporter.paths == ["/tmp/my save.sssave"])
    }

    @Test func aRefusalShowsItsReasonAndKeepsThePathForCorrection() async {
        saveImporter.result = .failure(SaveImportFailure("save file /tmp/x.sssave: not a SuperSoccer save (bad magic)"))
        let interactor = await makeInteractorInImportMode()
        interactor.type("/tmp/x.sssave")

        await interactor.select()

        #expect(saveImporter.paths == ["/tmp/x.sssave"])
        #expect(interactor.viewModel.mode == .importSave)
        #expect(interactor.viewModel.importSave.path == "/tmp/x.sssave")
        #expect(interactor.viewModel.importSave.error == "save file /tmp/x.sssave: not a SuperSoccer save (bad magic)")
        #expect(dataManager.listCareersCallCount == 1)
        #expect(delegate.calls.isEmpty)
    }

    @Test func editingThePathClearsTheLastProblem() async {
        saveImporter.result = .failure(SaveImportFailure("no such file"))
        let interactor = await makeInteractorInImportMode()
        interactor.type("/tmp/y.sssave")
        await interactor.select()

        interactor.deleteBackward()

        #expect(interactor.viewModel.importSave.error == nil)
        #expect(interactor.viewModel.importSave.path == "/tmp/y.sssav")
    }

    @Test func aCorrectedPathCanBeSubmittedAgain() async {
        saveImporter.result = .failure(SaveImportFailure("no such file"))
        let interactor = await makeInteractorInImportMode()
        interactor.type("/tmp/typo.sssav")
        await interactor.select()

        saveImporter.result = .success("career-1")
        interactor.type("e")
        await interactor.select()

        #expect(saveImporter.paths == ["/tmp/typo.sssav", "/tmp/typo.sssave"])
        #expect(interactor.viewModel.mode == .slotList)
    }

    @Test func successReloadsTheCareersAndHighlightsTheNewOneSoEnterContinuesIt() async {
        let interactor = await makeInteractorInImportMode(careers: [Fixtures.readySlot, Fixtures.brokenSlot])
        saveImporter.result = .success("old-save")
        dataManager.listCareersResult = .success([Fixtures.readySlot, Fixtures.brokenSlot,
                                                  MainMenuTestData.readySlot("old-save")])
        interactor.type("~/old-save.sssave")

        await interactor.select()

        #expect(dataManager.listCareersCallCount == 2)
        #expect(interactor.viewModel.mode == .slotList)
        #expect(!interactor.viewModel.capturesText)
        #expect(interactor.viewModel.slots.rows.map(\.slotName) == ["career-1", "broken", "old-save"])
        #expect(interactor.viewModel.slots.selectedIndex == 2)
        #expect(interactor.viewModel.message == "Imported career 'old-save'")

        await interactor.select()
        #expect(delegate.calls == [.continueCareer(careerId: "id-old-save")])
    }

    @Test func theFirstImportEnablesContinue() async {
        let interactor = await makeInteractorInImportMode(careers: [])
        saveImporter.result = .success("first")
        dataManager.listCareersResult = .success([MainMenuTestData.readySlot("first")])
        interactor.type("first.sssave")

        await interactor.select()
        #expect(interactor.goBack())

        #expect(interactor.viewModel.menu.items[1].isEnabled)
        #expect(interactor.viewModel.menu.items[1].detail == "(1 career)")
    }

    @Test func ifTheListCannotBeReadAgainTheMenuStillSaysTheCareerWasImported() async {
        let interactor = await makeInteractorInImportMode()
        saveImporter.result = .success("old-save")
        dataManager.listCareersResult = .failure(.storage("disk full"))
        interactor.type("old-save.sssave")

        await interactor.select()

        #expect(interactor.viewModel.mode == .menu)
        #expect(interactor.viewModel.message == "Imported career 'old-save'")
        interactor.moveSelection(by: 1)
        #expect(interactor.viewModel.message == "storage error: disk full")
    }
}
