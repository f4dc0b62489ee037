@testable import GameTerminal
import Navigation
import Testing

@MainActor
@Suite struct QuitConfirmScreenTests {
    private func answer(_ keys: [Key]) async -> String {
        var outcome = "none"
        let question = QuitConfirmScreen(confirm: { outcome = "quit" }, cancel: { outcome = "stay" })
        for key in keys { #expect(await question.handle(key)) }
        return outcome
    }

    @Test func qEscAndNStayYQuits() async {
        for key in [Key.character("q"), .escape, .character("n"), .character("N")] {
            #expect(await answer([key]) == "stay")
        }
        #expect(await answer([.character("y")]) == "quit")
        #expect(await answer([.character("Y")]) == "quit")
    }

    /// Issue #42: Esc then Enter, pressed by habit, left the career.
    @Test func enterAnswersTheHighlightedChoiceWhichStartsOnNo() async {
        #expect(await answer([.enter]) == "stay")
        #expect(await answer([.left, .enter]) == "quit")
        #expect(await answer([.tab, .tab, .enter]) == "stay")
        #expect(await answer([.character("l"), .character("h"), .character("l"), .enter]) == "quit")
    }

    @Test func otherKeysAreSwallowedSoNothingOpensOverTheQuestion() async {
        #expect(await answer([.character("?"), .down, .character("x")]) == "none")
    }

    @Test func theHighlightIsVisibleWithoutColour() async {
        let question = QuitConfirmScreen(confirm: {}, cancel: {})
        let context = RenderContext(width: 80, height: 20, colored: false)
        #expect(question.render(in: context).contains { $0.contains("  Yes, quit  ") && $0.contains("[ No, stay ]") })
        _ = await question.handle(.left)
        #expect(question.render(in: context).contains { $0.contains("[ Yes, quit ]") && $0.contains("  No, stay  ") })
    }
}
