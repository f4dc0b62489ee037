import Glibc

// Signal handlers cannot capture context, so the settings to restore live in process-wide state,
// written once before raw mode starts and read only to put the terminal back.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var rawModeActive = false
/// A self-pipe: the SIGWINCH handler writes a byte, the key reader polls the read end beside the keyboard.
nonisolated(unsafe) private var resizePipe: [Int32] = [-1, -1]

/// Restores the terminal: cooked mode, visible cursor, no bracketed paste, main screen. Async-signal-safe.
private func restoreTerminalSettings() {
    guard rawModeActive else { return }
    var settings = savedSettings
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    let reset = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"
    _ = reset.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    rawModeActive = false
}

/// Raw keyboard mode through termios. The terminal is put back on every way out: a normal end,
/// Ctrl-C (read as a key and turned into `interrupt()`), SIGTERM/SIGHUP and crash signals.
package enum RawTerminal {
    package static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    package static func enable() {
        guard tcgetattr(STDIN_FILENO, &savedSettings) == 0 else { return }
        var raw = savedSettings
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        raw.c_cc.6 = 1 // VMIN: wait for at least one byte
        raw.c_cc.5 = 0 // VTIME: no timeout
        rawModeActive = true
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        // Bracketed paste: a paste arrives marked, so it types into a field rather than acting as keys.
        let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h"
        _ = enter.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
        if pipe(&resizePipe) == 0 {
            for end in resizePipe { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
            signal(SIGWINCH) { _ in
                var byte: UInt8 = 1
                _ = write(resizePipe[1], &byte, 1)
            }
        }
        for signalNumber in [SIGTERM, SIGHUP, SIGINT] {
            signal(signalNumber) { number in
                restoreTerminalSettings()
                _exit(128 + number)
            }
        }
        for signalNumber in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
            signal(signalNumber) { number in
                restoreTerminalSettings()
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }

    package static func restore() { restoreTerminalSettings() }

    /// The descriptor that becomes readable when the window has been resized; -1 outside raw mode.
    static var resizeDescriptor: Int32 { resizePipe[0] }

    /// Empties the resize pipe: several resizes in a row need one redraw.
    static func drainResizes() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(resizePipe[0], &bytes, bytes.count) > 0 {}
    }

    /// Ctrl-C: nothing is being written while the game waits for a key, so leaving now loses nothing.
    static func interrupt() -> Never {
        restoreTerminalSettings()
        exit(130)
    }

    static func size() -> (width: Int, height: Int) {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else {
            return (RuntimeKeys.minimumWidth, RuntimeKeys.minimumHeight)
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }
}
