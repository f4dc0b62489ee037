import DesignSystem
import Navigation

/// Runs the screens: draws the top one, waits for an input, hands it over, and repeats. Each
/// `appear()` and `handle(_:)` is awaited before the next frame, so every frame is settled — the same
/// loop serves the interactive terminal and script mode.
@MainActor
package final class TerminalRuntime {
    package let navigation = ScreenStack()
    private let keys: any KeySource
    private let sink: any FrameSink
    private var appearedScreen: ObjectIdentifier?
    private var quitRequested = false

    package init(keys: any KeySource, sink: any FrameSink) {
        self.keys = keys
        self.sink = sink
    }

    package func requestQuit() { quitRequested = true }

    /// Runs until the game quits or the input ends. While the terminal is too small to show the screen,
    /// nothing moves behind the message (a live match waits) and only `q` does anything: it quits.
    package func run() async {
        var changed = true
        while !quitRequested {
            await settle()
            if changed { draw() }
            let tooSmall = isTooSmall
            switch await keys.nextInput(waitingAtMost: tooSmall ? nil : navigation.top?.tickInterval) {
            case .ended:
                return
            case .idle:
                changed = tooSmall ? false : await navigation.top?.tick() ?? false
            case .resized:
                changed = true
            case .key(let key) where isTooSmall:
                if key == .character("q") { requestQuit() }
                changed = false
            case .key(let key):
                await dispatch(key)
                changed = true
            }
        }
    }

    private var isTooSmall: Bool {
        sink.size.width < RuntimeKeys.minimumWidth || sink.size.height < RuntimeKeys.minimumHeight
    }

    /// Calls `appear()` on a screen that has just come on top, until the top stops changing.
    private func settle() async {
        for _ in 0..<8 {
            guard let top = navigation.top, ObjectIdentifier(top) != appearedScreen else { return }
            appearedScreen = ObjectIdentifier(top)
            await top.appear()
        }
    }

    private func dispatch(_ key: Key) async {
        guard let top = navigation.top else { return }
        if await top.handle(key) { return }
        switch key {
        case .character("?"):
            navigation.presentSheet(HelpScreen(for: top) { [weak self] in self?.navigation.dismissSheet() })
        case .character("q"):
            navigation.presentSheet(QuitConfirmScreen(
                confirm: { [weak self] in self?.requestQuit() },
                cancel: { [weak self] in self?.navigation.dismissSheet() }))
        default:
            break
        }
    }

    private func draw() {
        guard let top = navigation.top else { return }
        let (width, height) = sink.size
        let theme = Theme(colored: sink.colored)
        guard !isTooSmall else {
            // Short lines, so the message itself fits a narrow terminal.
            sink.show(title: "Terminal too small", lines: [
                "SuperSoccer needs \(RuntimeKeys.minimumWidth)×\(RuntimeKeys.minimumHeight) or more.",
                "This terminal is \(width)×\(height).",
                "Resize it, or press q to quit.",
            ])
            return
        }
        let context = RenderContext(width: width, height: height - 3, colored: sink.colored)
        let body = Array(top.render(in: context).prefix(context.height))
        let hints = top.keyHints.map { (key: $0.key, label: $0.label) }
        // The quit question answers every key itself, so "q quit" would not be true on it.
        let global = top is QuitConfirmScreen ? [] : RuntimeKeys.global
        let pinned = global.map { (key: $0.key, label: $0.label) }
        let lines = [ChromeBars.titleBar(left: "SUPERSOCCER · \(top.title)", right: top.statusText,
                                         width: width, theme: theme), ""]
            + body + Array(repeating: "", count: context.height - body.count)
            + [ChromeBars.hintBar(hints: hints, pinned: pinned, width: width, theme: theme)]
        sink.show(title: top.title, lines: lines)
    }
}
