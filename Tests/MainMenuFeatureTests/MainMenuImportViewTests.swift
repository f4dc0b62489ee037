import DataManaging
import DesignSystem
import MainMenuFeature
import MainMenuFeatureMocks
import Navigation
import Testing
import TestSupport

@MainActor
struct MainMenuImportViewTests {
    let presenter = MockMainMenuInteractor()
    let plain80 = RenderContext(width: 80, height: 22, colored: false)

    private func render(_ viewModel: MainMenuViewModel, in context: RenderContext? = nil) -> [String] {
        presenter.viewModel = viewModel
        return MainMenuView(presenter: presenter).render(in: context ?? plain80)
    }

    @Test func theFormShowsItsHeadingTheFocusedFieldAndTheHint() throws {
        let lines = render(MainMenuFixtures.importViewModel(path: "~/saves/old.sssave"))

        expectFits(lines, plain80)
        #expect(lines.first?.trimmingCharacters(in: .whitespaces) == "Import a save")
        #expect(!lines.contains { $0.contains("█") })
        let field = try #require(lines.first { $0.hasPrefix("▶ Save file: [") })
        #expect(field.hasPrefix("▶ Save file: [~/saves/old.sssave_ "))
        #expect(field.hasSuffix("]"))
        #expect(TextLayout.visibleWidth(field) == 80)
        #expect(lines.contains("  " + MainMenuFixtures.importHint))
        #expect(!lines.contains { $0.contains("!") })
    }

    @Test func theProblemIsShownUnderTheField() throws {
        let lines = render(MainMenuFixtures.importViewModel(error: "Enter the path of a save file"))

        let field = try #require(lines.firstIndex { $0.hasPrefix("▶ Save file:") })
        #expect(lines[field + 1] == "    ! Enter the path of a save file")
    }

    @Test func aLongProblemIsCutToTheWidth() throws {
        let reason = "save file /home/someone/a/very/deep/folder/of/saves/career.sssave: " + String(repeating: "x", count: 80)

        let lines = render(MainMenuFixtures.importViewModel(error: reason))

        expectFits(lines, plain80)
        let error = try #require(lines.first { $0.hasPrefix("    ! save file") })
        #expect(error.hasSuffix("…"))
    }

    @Test func aLongPathShowsItsEndWithTheCursor() throws {
        let path = "/home/someone/" + String(repeating: "deeper/", count: 20) + "career.sssave"

        let lines = render(MainMenuFixtures.importViewModel(path: path))

        expectFits(lines, plain80)
        let field = try #require(lines.first { $0.hasPrefix("▶ Save file: [") })
        #expect(field.hasPrefix("▶ Save file: […"))
        #expect(field.hasSuffix("deeper/career.sssave_]"))
        #expect(TextLayout.visibleWidth(field) == 80)
    }

    @Test func theMessageIsShownUnderTheForm() {
        let lines = render(MainMenuFixtures.importViewModel(message: "storage error: disk full"))

        expectFits(lines, plain80)
        #expect(lines.last?.trimmingCharacters(in: .whitespaces) == "storage error: disk full")
    }

    @Test func colouredAndNarrowFormsKeepTheirWidth() {
        let viewModel = MainMenuFixtures.importViewModel(path: String(repeating: "p", count: 90),
                                                         error: String(repeating: "e", count: 90), message: "m")
        for context in [RenderContext(width: 80, height: 24, colored: true),
                        RenderContext(width: 40, height: 10, colored: false)] {
            expectFits(render(viewModel, in: context), context)
        }
    }

    @Test func aShortScreenKeepsTheFieldOnScreen() {
        let context = RenderContext(width: 80, height: 3, colored: false)

        let lines = render(MainMenuFixtures.importViewModel(path: "a.sssave"), in: context)

        expectFits(lines, context)
        #expect(lines.contains { $0.hasPrefix("▶ Save file: [a.sssave_") })
    }

    @Test func theFormCapturesTextAndHintsEnterAndEsc() {
        let view = MainMenuView(presenter: presenter)

        presenter.viewModel = MainMenuFixtures.importViewModel()

        #expect(view.capturesText)
        #expect(view.keyHints == [KeyHint("enter", "import"), KeyHint("esc", "back")])
    }

    @Test(arguments: [Character("a"), "q", "?", "k", "j", "/", "~", " "])
    func everyCharacterIsTypedIntoThePath(character: Character) async {
        presenter.viewModel = MainMenuFixtures.importViewModel()
        let view = MainMenuView(presenter: presenter)

        #expect(await view.handle(.character(character)))

        #expect(presenter.typedTexts == [String(character)])
        #expect(presenter.moveSelectionOffsets.isEmpty)
    }

    @Test func typedTextAndBackspaceEditThePath() async {
        presenter.viewModel = MainMenuFixtures.importViewModel()
        let view = MainMenuView(presenter: presenter)

        #expect(await view.handle(.text("~/saves/old.sssave")))
        #expect(await view.handle(.backspace))

        #expect(presenter.typedTexts == ["~/saves/old.sssave"])
        #expect(presenter.deleteBackwardCallCount == 1)
    }

    @Test func enterSubmitsAndEscGoesBack() async {
        presenter.viewModel = MainMenuFixtures.importViewModel()
        presenter.goBackResult = true
        let view = MainMenuView(presenter: presenter)

        #expect(await view.handle(.enter))
        #expect(await view.handle(.escape))

        #expect(presenter.selectCallCount == 1)
        #expect(presenter.goBackCallCount == 1)
        #expect(presenter.typedTexts.isEmpty)
    }

    @Test(arguments: [Key.up, .down, .left, .right, .tab])
    func movementKeysAreNotUsedInTheForm(key: Key) async {
        presenter.viewModel = MainMenuFixtures.importViewModel()
        let view = MainMenuView(presenter: presenter)

        #expect(await view.handle(key) == false)

        #expect(presenter.moveSelectionOffsets.isEmpty)
        #expect(presenter.typedTexts.isEmpty)
    }

    /// The view and the real interactor together: `q` and `?` become part of the path, and Enter imports it.
    @Test func qAndQuestionMarkReachTheRealPathField() async {
        let dataManager = MockCareerDataManager()
        dataManager.listCareersResult = .success([])
        let importer = MockSaveImporter()
        importer.result = .failure(SaveImportFailure("no such file"))
        let interactor = MainMenuInteractor(dataManager: dataManager, saveImporter: importer)
        let view = MainMenuView(presenter: interactor)
        await view.appear()

        for key in [Key.down, .enter, .character("q"), .character("?"), .text(".sssave"), .enter] {
            #expect(await view.handle(key))
        }

        #expect(interactor.viewModel.importSave.path == "q?.sssave")
        #expect(importer.paths == ["q?.sssave"])
        #expect(view.render(in: plain80).contains("    ! no such file"))
        #expect(await view.handle(.escape))
        #expect(!view.capturesText)
    }
}
