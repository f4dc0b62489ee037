@testable import GameTerminal
import Navigation
import Testing

/// Inputs handed out in order, idle spells included, as a keyboard left alone would give them.
@MainActor
private final class QueuedInputs: KeySource {
    private var inputs: [KeyInput]
    private(set) var waits: [Duration?] = []

    init(_ inputs: [KeyInput]) {
        self.inputs = inputs
    }

    func nextInput(waitingAtMost: Duration?) async -> KeyInput {
        waits.append(waitingAtMost)
        return inputs.isEmpty ? .ended : inputs.removeFirst()
    }
}

/// A clock that moves one step per tick and reports a change only on even steps.
@MainActor
private final class ClockScreen: Screen {
    private(set) var steps = 0
    var running = true
    let title = "Clock"
    let keyHints: [KeyHint] = []
    var tickInterval: Duration? { running ? .milliseconds(250) : nil }

    func render(in context: RenderContext) -> [String] { ["step \(steps)"] }

    func handle(_ key: Key) async -> Bool {
        running = false
        return true
    }

    func tick() async -> Bool {
        steps += 1
        return steps.isMultiple(of: 2)
    }
}

@MainActor
@Suite struct TerminalRuntimeTickTests {
    @Test func idleSpellsTickTheTopScreenAndRedrawOnlyOnChange() async {
        let screen = ClockScreen()
        let inputs = QueuedInputs([.idle, .idle, .idle, .key(.enter)])
        let sink = RecordingSink()
        let runtime = TerminalRuntime(keys: inputs, sink: sink)
        runtime.navigation.push(screen)
        await runtime.run()
        #expect(screen.steps == 3)
        // First frame, the change at step 2, and the frame after the key; steps 1 and 3 changed nothing.
        #expect(sink.frames.map { $0.lines[2] } == ["step 0", "step 2", "step 3"])
        #expect(inputs.waits.prefix(4).allSatisfy { $0 == .milliseconds(250) })
        #expect(inputs.waits.count == 5)
        // Once the key stops the clock the runtime waits for keys only.
        #expect(inputs.waits.last == .some(nil))
    }

    @Test func scriptsNeverGoIdle() async {
        let screen = ClockScreen()
        let sink = RecordingSink()
        let runtime = TerminalRuntime(keys: ScriptKeySource(keys: [.character("x")]), sink: sink)
        runtime.navigation.push(screen)
        await runtime.run()
        #expect(screen.steps == 0)
        #expect(sink.frames.count == 2)
    }

    @Test("behind the too-small message nothing ticks and no key but q reaches anything; q quits at once")
    func aTooSmallTerminalHoldsTheGame() async {
        let screen = ClockScreen()
        let sink = RecordingSink(width: 60, height: 20)
        let inputs = QueuedInputs([.idle, .key(.enter), .idle, .resized, .key(.character("q")), .idle])
        let runtime = TerminalRuntime(keys: inputs, sink: sink)
        runtime.navigation.push(screen)
        await runtime.run()
        #expect(screen.steps == 0 && screen.running, "the clock moved or a key reached the screen behind the message")
        #expect(inputs.waits.allSatisfy { $0 == nil }, "the runtime asked for ticks while too small")
        #expect(inputs.waits.count == 5, "q did not quit at once")
        #expect(sink.frames.allSatisfy { $0.title == "Terminal too small" })
    }

    @Test func aResizedTerminalIsDrawnAgainAtOnce() async {
        let screen = ClockScreen()
        screen.running = false
        let sink = RecordingSink()
        let runtime = TerminalRuntime(keys: QueuedInputs([.resized, .resized]), sink: sink)
        runtime.navigation.push(screen)
        await runtime.run()
        #expect(sink.frames.count == 3)
        #expect(screen.steps == 0)
    }
}
