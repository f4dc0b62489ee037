import DataManaging
import MainMenuFeature
import MainMenuFeatureMocks
import Navigation
import Testing
import TestSupport

/// Import save on a save whose slot is taken: a new name, or a replace after a question — never silently.
@MainActor
struct MainMenuImportAsTests {
    let dataManager = MockCareerDataManager()
    let saveImporter = MockSaveImporter()
    static let taken = SaveImportFailure("career 'career-1' already exists", conflict: .taken(slot: "career-1"))

    /// A loaded interactor whose import of `path` was refused with `failure`.
    private func refusedImport(_ failure: SaveImportFailure = taken,
                               careers: [CareerSlot] = [Fixtures.readySlot, MainMenuTestData.readySlot("career-1-2")])
        async -> MainMenuInteractor {
        dataManager.listCareersResult = .success(careers)
        let interactor = MainMenuInteractor(dataManager: dataManager, saveImporter: saveImporter)
        await interactor.load()
        interactor.moveSelection(by: 2)
        await interactor.select()
        interactor.type("/tmp/career-1.sssave")
        saveImporter.results = [.failure(failure)]
        await interactor.select()
        return interactor
    }

    @Test func aTakenSlotOffersANewNameThatIsFreeAndTheReplace() async throws {
        let interactor = await refusedImport()

        #expect(saveImporter.requests == [.init(path: "/tmp/career-1.sssave")])
        #expect(interactor.viewModel.mode == .importAs)
        #expect(interactor.viewModel.capturesText)
        let importAs = try #require(interactor.viewModel.importAs)
        #expect(importAs.reason == "career 'career-1' already exists")
        #expect(importAs.name == "career-1-3")
        #expect(importAs.isNameFocused && !importAs.isReplaceFocused)
        #expect(importAs.replaceLabel == "Replace career 'career-1' with this save")
    }

    @Test func enterImportsUnderTheTypedNameAndListsIt() async {
        let interactor = await refusedImport()
        for _ in 0..<10 { interactor.deleteBackward() }
        interactor.type("friend")
        saveImporter.result = .success("friend")
        dataManager.listCareersResult = .success([Fixtures.readySlot, MainMenuTestData.readySlot("friend")])

        await interactor.select()

        #expect(saveImporter.requests.last == .init(path: "/tmp/career-1.sssave", slot: "friend"))
        #expect(interactor.viewModel.mode == .slotList)
        #expect(interactor.viewModel.slots.selectedIndex == 1)
        #expect(interactor.viewModel.message == "Imported career 'friend'")
        #expect(interactor.viewModel.importAs == nil)
    }

    @Test func aRefusedNameStaysOnTheFormSayingWhyUntilItIsEdited() async {
        let interactor = await refusedImport()
        saveImporter.results = [.failure(SaveImportFailure(
            "invalid career slot name 'my save': use 1–40 letters, digits, '-' or '_'"))]
        for _ in 0..<10 { interactor.deleteBackward() }
        interactor.type("my save")
        await interactor.select()

        #expect(interactor.viewModel.mode == .importAs)
        #expect(interactor.viewModel.importAs?.nameError
            == "invalid career slot name 'my save': use 1–40 letters, digits, '-' or '_'")
        interactor.deleteBackward()
        #expect(interactor.viewModel.importAs?.nameError == nil)
        #expect(interactor.viewModel.importAs?.name == "my sav")
    }

    @Test func aBlankNameIsRefusedWithoutAskingTheImporter() async {
        let interactor = await refusedImport()
        for _ in 0..<10 { interactor.deleteBackward() }
        await interactor.select()

        #expect(saveImporter.requests.count == 1)
        #expect(interactor.viewModel.importAs?.nameError == MainMenuInteractor.blankNameMessage)
    }

    @Test func replacingAsksFirstAndNoGoesBackWithoutImporting() async {
        let interactor = await refusedImport()
        interactor.moveSelection(by: 1)
        #expect(interactor.viewModel.importAs?.isReplaceFocused == true)
        #expect(!interactor.viewModel.capturesText)
        interactor.type("x")
        #expect(interactor.viewModel.importAs?.name == "career-1-3")

        await interactor.select()
        #expect(interactor.viewModel.mode == .confirmReplace)
        await interactor.answerReplace(false)
        #expect(interactor.viewModel.mode == .importAs)
        #expect(saveImporter.requests.count == 1)

        await interactor.select()
        saveImporter.result = .success("career-1")
        await interactor.answerReplace(true)
        #expect(saveImporter.requests.last == .init(path: "/tmp/career-1.sssave", slot: "career-1", replacing: true))
        #expect(interactor.viewModel.mode == .slotList)
        #expect(interactor.viewModel.message == "Imported career 'career-1'")
    }

    @Test func escStepsBackOneStepAtATime() async {
        let interactor = await refusedImport()
        interactor.moveSelection(by: 1)
        await interactor.select()

        #expect(interactor.goBack())
        #expect(interactor.viewModel.mode == .importAs)
        #expect(interactor.goBack())
        #expect(interactor.viewModel.mode == .importSave)
        #expect(interactor.viewModel.importSave.path == "/tmp/career-1.sssave")
        #expect(interactor.viewModel.importSave.error == nil)
    }

    @Test func aFileNameThatIsNoSlotNameNeedsANameAndHasNothingToReplace() async throws {
        let interactor = await refusedImport(SaveImportFailure("cannot name a career slot after 'my save'",
                                                               conflict: .unnamed))
        let importAs = try #require(interactor.viewModel.importAs)
        #expect(importAs.name == "")
        #expect(importAs.replaceLabel == nil)
        interactor.moveSelection(by: 1)
        #expect(interactor.viewModel.importAs?.isNameFocused == true)
        await interactor.answerReplace(true)
        #expect(saveImporter.requests.count == 1)
    }

    @Test func aRefusalOfTheFileItselfStaysOnThePathForm() async {
        let interactor = await refusedImport(SaveImportFailure("x.sssave: not a SuperSoccer save (bad magic)"))
        #expect(interactor.viewModel.mode == .importSave)
        #expect(interactor.viewModel.importAs == nil)
        #expect(interactor.viewModel.importSave.error == "x.sssave: not a SuperSoccer save (bad magic)")
    }

    @Test func theFormAndTheQuestionRenderAndOnlyYReplaces() async {
        let interactor = await refusedImport()
        let view = MainMenuView(presenter: interactor)
        let context = RenderContext(width: 80, height: 21, colored: false)
        let form = view.render(in: context)
        #expect(form.contains { $0.hasPrefix("! career 'career-1' already exists") })
        #expect(form.contains { $0.hasPrefix("▶ Import as: [career-1-3_") })
        #expect(form.contains { $0.hasPrefix("  Replace career 'career-1' with this save") })
        #expect(view.keyHints.map(\.key) == ["↑↓", "enter", "esc"])

        #expect(await view.handle(.down))
        #expect(await view.handle(.enter))
        #expect(view.render(in: context).contains { $0.contains("Replace career 'career-1' with this save?") })
        #expect(view.keyHints.map(\.label) == ["replace", "keep it"])
        for key in [Key.enter, .character("q"), .character("?")] { #expect(await view.handle(key)) }
        #expect(interactor.viewModel.mode == .confirmReplace)
        #expect(saveImporter.requests.count == 1)
        #expect(await view.handle(.character("n")))
        #expect(interactor.viewModel.mode == .importAs)
    }
}
