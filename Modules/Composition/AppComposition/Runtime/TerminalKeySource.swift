import Glibc
import Navigation

/// Reads keys from the raw terminal and decodes arrow-key escape sequences.
@MainActor
final class TerminalKeySource: KeySource {
    func nextInput(waitingAtMost: Duration?) async -> KeyInput {
        let timeout = waitingAtMost.map(Self.milliseconds) ?? -1
        // The blocking read runs off the main actor so the game's tasks keep running meanwhile.
        while true {
            let read = await Task.detached(operation: { Self.readKeyBytes(timeoutMilliseconds: timeout) }).value
            guard case .bytes(let bytes) = read else { return read == .idle ? .idle : .ended }
            if bytes == [3] { RawTerminal.interrupt() }
            // Keys the game has no use for (function keys, mouse reports) are skipped.
            if let key = KeyDecoder.decode(bytes) { return .key(key) }
        }
    }

    private enum ReadResult: Equatable, Sendable {
        case bytes([UInt8])
        case idle
        case ended
    }

    nonisolated private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }

    /// One key's bytes: a single byte, or an escape sequence read while more bytes follow quickly.
    /// A negative timeout waits for as long as it takes.
    nonisolated private static func readKeyBytes(timeoutMilliseconds: Int32) -> ReadResult {
        var waiting = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        if timeoutMilliseconds >= 0, poll(&waiting, 1, timeoutMilliseconds) == 0 { return .idle }
        var byte: UInt8 = 0
        guard read(STDIN_FILENO, &byte, 1) == 1 else { return .ended }
        var bytes = [byte]
        if byte == 0x1B || byte >= 0xC0 {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            while bytes.count < 8, poll(&descriptor, 1, 25) > 0, read(STDIN_FILENO, &byte, 1) == 1 {
                bytes.append(byte)
            }
        }
        return .bytes(bytes)
    }
}
