@testable import GameTerminal
import Navigation
import Testing

@MainActor
final class RecordingSink: FrameSink {
    var size: (width: Int, height: Int)
    let colored = false
    private(set) var frames: [(title: String, lines: [String])] = []

    init(width: Int = 80, height: Int = 24) {
        size = (width, height)
    }

    func show(title: String, lines: [String]) { frames.append((title, lines)) }
}

@MainActor
@Suite struct TerminalRuntimeTests {
    private func run(_ keys: [Key], screen: FakeScreen, sink: RecordingSink = RecordingSink()) async -> RecordingSink {
        let runtime = TerminalRuntime(keys: ScriptKeySource(keys: keys), sink: sink)
        runtime.navigation.push(screen)
        await runtime.run()
        return sink
    }

    @Test func drawsAFullFrameWithTitleBodyAndHints() async {
        let screen = FakeScreen("Squad", lines: ["hello"])
        let sink = await run([], screen: screen)
        #expect(sink.frames.count == 1)
        let frame = sink.frames[0]
        #expect(frame.title == "Squad")
        #expect(frame.lines.count == 24)
        #expect(frame.lines[0].contains("SUPERSOCCER · Squad"))
        #expect(frame.lines[2] == "hello")
        #expect(frame.lines[23].contains("x do x"))
        #expect(frame.lines[23].contains("? help"))
        #expect(screen.appearCount == 1)
    }

    @Test func keysGoToTheScreenAndEachInputRedraws() async {
        let screen = FakeScreen("Squad")
        screen.onKey = { _ in true }
        let sink = await run([.down, .enter], screen: screen)
        #expect(screen.handled == [.down, .enter])
        #expect(sink.frames.count == 3)
        #expect(screen.appearCount == 1)
    }

    @Test func questionMarkShowsHelpAndEscClosesIt() async {
        let screen = FakeScreen("Squad")
        let sink = await run([.character("?"), .escape], screen: screen)
        #expect(sink.frames.map(\.title) == ["Squad", "Help", "Squad"])
        #expect(sink.frames[1].lines.joined().contains("do x"))
    }

    @Test func quitAsksFirstAndYesEndsTheRun() async {
        let screen = FakeScreen("Squad")
        let sink = await run([.character("q"), .character("n"), .character("q"), .character("y"), .down], screen: screen)
        #expect(sink.frames.map(\.title) == ["Squad", "Quit?", "Squad", "Quit?"])
        // The key after "y" is never read: the loop has ended.
        #expect(!screen.handled.contains(.down))
    }

    @Test func escAndQCloseTheQuitQuestionAndEnterOnYesQuits() async {
        let screen = FakeScreen("Squad")
        let sink = await run([.character("q"), .escape, .character("q"), .character("q"), .character("q"), .left, .enter,
                              .down], screen: screen)
        // ← moves the answer to Yes (the question starts on No) and draws the question again.
        #expect(sink.frames.map(\.title) == ["Squad", "Quit?", "Squad", "Quit?", "Squad", "Quit?", "Quit?"])
        // Only the q that opened each question reached the screen; the loop ended before the down key.
        #expect(screen.handled == Array(repeating: .character("q"), count: 3))
    }

    @Test func theQuitQuestionsHintBarSaysItsOwnKeysOnly() async {
        let sink = await run([.character("q")], screen: FakeScreen("Squad"))
        let hintBar = sink.frames[1].lines[23]
        #expect(hintBar.contains("y quit") && hintBar.contains("n/q/Esc stay") && hintBar.contains("Enter answer"))
        #expect(!hintBar.contains("? help") && !hintBar.contains("q quit"))
    }

    @Test func narrowTerminalGetsAMessageInsteadOfTheScreen() async {
        let sink = await run([], screen: FakeScreen("Squad", lines: ["hello"]), sink: RecordingSink(width: 60, height: 24))
        #expect(sink.frames[0].title == "Terminal too small")
        #expect(sink.frames[0].lines == [
            "SuperSoccer needs 80×24 or more.", "This terminal is 60×24.", "Resize it, or press q to quit.",
        ])
    }
}
