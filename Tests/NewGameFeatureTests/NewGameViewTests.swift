import DesignSystem
import Navigation
import NewGameFeature
import NewGameFeatureMocks
import Testing

@MainActor
@Suite("New Career view")
struct NewGameViewTests {
    let context = RenderContext(width: 80, height: 22, colored: false)

    func view(_ model: NewGameViewModel) -> (NewGameView, MockNewGameInteractor) {
        let presenter = MockNewGameInteractor(viewModel: model)
        return (NewGameView(presenter: presenter), presenter)
    }

    @Test("a fresh form renders every field, the focus on the first name")
    func rendersEmptyForm() {
        let lines = view(NewGameFixtures.emptyForm).0.render(in: context)

        #expect(lines.contains { $0.hasPrefix("▶ First name: [_ ") })
        #expect(lines.contains { $0.hasPrefix("  Last name: [ ") })
        #expect(lines.contains { $0.hasPrefix("  Club: — press Enter to choose —") })
        #expect(lines.contains { $0.hasPrefix("  World seed: [42 ") })
        #expect(lines.contains("    Same seed, same world: share it and friends get your clubs and players"))
        #expect(lines.contains { $0.hasPrefix("  [ Start career ]") })
        #expect(lines.filter { $0.contains("▶") }.count == 1)
        #expect(!lines.contains { $0.contains("!") })
        #expect(lines.allSatisfy { TextLayout.visibleWidth($0) <= 80 })
    }

    @Test("each error is one line under its field, the data error under the form")
    func rendersErrors() {
        let lines = view(NewGameFixtures.formWithErrors).0.render(in: context)
        func line(after prefix: String) -> String? {
            lines.firstIndex { $0.hasPrefix(prefix) }.map { lines[$0 + 1] }
        }

        #expect(line(after: "  First name:") == "    ! First name must not be empty")
        #expect(line(after: "  Last name:")
                == "    ! Last name may hold only letters, spaces, apostrophes, dots and hyphens")
        #expect(line(after: "  Club:") == "    ! Choose a club first")
        #expect(line(after: "▶ [ Start career ]") == "    ! storage error: disk full")
        #expect(lines.allSatisfy { TextLayout.visibleWidth($0) <= 80 })
    }

    @Test("a complete form shows the club with its division and the focused start button")
    func rendersCompleteForm() {
        let lines = view(NewGameFixtures.completeForm).0.render(in: context)

        #expect(lines.contains { $0.hasPrefix("  Club: Crumpet Rovers (The Custard Premiership)") })
        #expect(lines.contains { $0.hasPrefix("  First name: [Ada ") })
        #expect(lines.contains { $0.hasPrefix("▶ [ Start career ]") })
    }

    @Test("lines stay within narrow widths, short heights and colour")
    func fitsTheRoom() {
        let (screen, _) = view(NewGameFixtures.formWithErrors)
        let narrow = screen.render(in: RenderContext(width: 40, height: 22, colored: false))
        let colored = screen.render(in: RenderContext(width: 80, height: 22, colored: true))
        let short = screen.render(in: RenderContext(width: 80, height: 4, colored: false))

        #expect(narrow.allSatisfy { TextLayout.visibleWidth($0) <= 40 })
        #expect(narrow.contains { $0 == "    ! Last name may hold only letters, …" })
        #expect(colored.allSatisfy { TextLayout.visibleWidth($0) <= 80 })
        #expect(colored.contains { $0.contains("\u{1B}[") })
        #expect(short.count == 4)
    }

    @Test("the screen is titled New Career, captures text on name fields only, and loads on appear")
    func screenBasics() async {
        let (screen, presenter) = view(NewGameFixtures.emptyForm)
        #expect(screen.title == "New Career")
        #expect(screen.capturesText)

        presenter.viewModel = NewGameFixtures.completeForm
        #expect(!screen.capturesText)

        await screen.appear()
        #expect(presenter.calls == [.load])
    }

    @Test("on a name field, letters (also q, ?, j, k), text and backspace edit it")
    func keysOnTextField() async {
        let (screen, presenter) = view(NewGameFixtures.emptyForm)

        for key: Key in [.character("q"), .character("?"), .character("j"), .text("Ada"), .backspace] {
            #expect(await screen.handle(key))
        }

        #expect(presenter.calls == [.type("q"), .type("?"), .type("j"), .type("Ada"), .deleteBackward])
    }

    @Test("off the name fields, arrows, tab and vi keys move; Enter activates; Esc cancels")
    func keysOffTextField() async {
        let (screen, presenter) = view(NewGameFixtures.completeForm)

        for key: Key in [.up, .down, .tab, .character("k"), .character("j"), .enter, .escape] {
            #expect(await screen.handle(key))
        }

        #expect(presenter.calls == [.focusPrevious, .focusNext, .focusNext, .focusPrevious, .focusNext,
                                    .activate, .cancel])
    }

    @Test("keys the form does not use are left to the runtime")
    func unusedKeys() async {
        let (screen, presenter) = view(NewGameFixtures.completeForm)

        for key: Key in [.character("q"), .character("?"), .text("x"), .backspace, .left, .right] {
            #expect(await screen.handle(key) == false)
        }
        #expect(presenter.calls.isEmpty)
    }
}
