import Foundation
import DesignSystem
import MainMenuFeature
import MainMenuFeatureMocks
import Navigation
import Testing
import TestSupport

@MainActor
struct MainMenuViewTests {
    let presenter = MockMainMenuInteractor()
    let plain80 = RenderContext(width: 80, height: 22, colored: false)

    private func render(_ viewModel: MainMenuViewModel, in context: RenderContext? = nil) -> [String] {
        presenter.viewModel = viewModel
        return MainMenuView(presenter: presenter).render(in: context ?? plain80)
    }

    @Test func theScreenIsCalledMainMenu() {
        #expect(MainMenuView(presenter: presenter).title == "Main Menu")
    }

    @Test func theMenuShowsTheLogoTaglineAndItems() {
        let lines = render(MainMenuFixtures.menuViewModel)

        expectFits(lines, plain80)
        #expect(lines.contains { $0.contains("█████ ████") })
        #expect(lines.contains { $0.contains("offside rule") })
        let menu = lines.map { $0.trimmingCharacters(in: .whitespaces) }
        let rows = ["▶ New career", "Continue  (1 career)", "Import save", "Quit"].compactMap(menu.firstIndex(of:))
        #expect(rows.count == 4)
        #expect(rows == Array((rows.first ?? 0)..<(rows.first ?? 0) + 4), "one row each, in this order")
    }

    @Test func theHighlightFollowsTheSelectedIndex() {
        var viewModel = MainMenuFixtures.menuViewModel
        viewModel.menu.selectedIndex = 3

        let lines = render(viewModel).map { $0.trimmingCharacters(in: .whitespaces) }

        #expect(lines.contains("▶ Quit"))
        #expect(lines.contains("New career"))
    }

    @Test func aShortScreenGetsTheCompactTitleAndStillTheWholeMenu() {
        let context = RenderContext(width: 80, height: 8, colored: false)

        let lines = render(MainMenuFixtures.menuViewModel, in: context)

        expectFits(lines, context)
        #expect(lines.contains { $0.contains("S U P E R S O C C E R") })
        #expect(!lines.contains { $0.contains("█") })
        #expect(lines.contains { $0.contains("▶ New career") })
        #expect(lines.contains { $0.contains("Quit") })
    }

    @Test func colouredOutputKeepsItsVisibleWidth() {
        let context = RenderContext(width: 80, height: 22, colored: true)

        let lines = render(MainMenuFixtures.slotListViewModel(message: "oops"), in: context)
            + render(MainMenuFixtures.menuViewModel, in: context)

        expectFits(lines, context)
        #expect(lines.contains { $0.contains("\u{1B}[") })
    }

    @Test func theMessageIsShownUnderTheList() {
        var viewModel = MainMenuFixtures.menuViewModel
        viewModel.message = "storage error: disk full"

        let lines = render(viewModel)

        expectFits(lines, plain80)
        #expect(lines.last?.trimmingCharacters(in: .whitespaces) == "storage error: disk full")
    }

    @Test func theSlotListShowsEachCareerInColumns() throws {
        let lines = render(MainMenuFixtures.slotListViewModel())

        expectFits(lines, plain80)
        #expect(!lines.contains { $0.contains("█") })
        let header = try #require(lines.first { $0.contains("Coach") })
        for title in ["Slot", "Club", "Division", "Season", "Date"] {
            #expect(header.contains(title))
        }
        let ready = try #require(lines.first { $0.hasPrefix("▶ career-1") })
        for cell in ["Ada Whistle", "Crumpet Rovers", "The Custard", "2026/27", "1 Aug 2026"] {
            #expect(ready.contains(cell))
        }
        let broken = try #require(lines.first { $0.contains("broken") })
        #expect(broken.hasPrefix("  broken"))
        #expect(broken.contains("unreadable: not a SQLite database"))
    }

    @Test func anUnreadableSlotIsDimmedUnlessHighlighted() throws {
        let context = RenderContext(width: 80, height: 22, colored: true)
        let dim = Theme(colored: true).paint("x", .dim).prefix(while: { $0 != "x" })

        let unselected = try #require(render(MainMenuFixtures.slotListViewModel(selectedIndex: 0), in: context)
            .first { $0.contains("broken") })
        let selected = try #require(render(MainMenuFixtures.slotListViewModel(selectedIndex: 1), in: context)
            .first { $0.contains("broken") })

        #expect(unselected.hasPrefix(dim))
        #expect(!selected.hasPrefix(dim))
        #expect(selected.contains("▶ broken"))
    }

    @Test func aLongSlotListScrollsToKeepTheSelectionVisible() {
        let lines = render(MainMenuFixtures.longSlotListViewModel(count: 40, selectedIndex: 35))

        expectFits(lines, plain80)
        #expect(lines.contains { $0.hasPrefix("▶ slot-35 ") })
        #expect(!lines.contains { $0.hasPrefix("  slot-0 ") })
        #expect(lines.contains { $0.hasPrefix("  slot-39 ") })
    }

    @Test func upDownAndViKeysMoveTheSelection() async {
        let view = MainMenuView(presenter: presenter)

        for key in [Key.up, .character("k"), .down, .character("j")] {
            #expect(await view.handle(key))
        }

        #expect(presenter.moveSelectionOffsets == [-1, -1, 1, 1])
    }

    @Test func enterSelects() async {
        let view = MainMenuView(presenter: presenter)

        #expect(await view.handle(.enter))

        #expect(presenter.selectCallCount == 1)
    }

    @Test(arguments: [false, true])
    func escapeIsHandledOnlyWhenThePresenterGoesBack(goesBack: Bool) async {
        presenter.goBackResult = goesBack
        let view = MainMenuView(presenter: presenter)

        #expect(await view.handle(.escape) == goesBack)
        #expect(presenter.goBackCallCount == 1)
    }

    @Test(arguments: [Key.left, .right, .tab, .backspace, .character("h"), .character("q"), .character("?"),
                      .text("hi")])
    func otherKeysAreLeftToTheRuntime(key: Key) async {
        let view = MainMenuView(presenter: presenter)

        #expect(await view.handle(key) == false)
        #expect(!view.capturesText)
        #expect(presenter.moveSelectionOffsets.isEmpty)
        #expect(presenter.selectCallCount == 0)
        #expect(presenter.typedTexts.isEmpty)
        #expect(presenter.deleteBackwardCallCount == 0)
    }

    @Test func appearingLoadsTheCareers() async {
        await MainMenuView(presenter: presenter).appear()

        #expect(presenter.loadCallCount == 1)
    }

    @Test func theSlotListAddsAnEscHint() {
        let view = MainMenuView(presenter: presenter)

        presenter.viewModel = MainMenuFixtures.menuViewModel
        #expect(!view.keyHints.contains { $0.key == "esc" })
        presenter.viewModel = MainMenuFixtures.slotListViewModel()
        #expect(view.keyHints.contains(KeyHint("esc", "back")))
    }
}
