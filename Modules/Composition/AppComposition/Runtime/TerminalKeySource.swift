import Glibc
import Navigation

/// Reads keys from the raw terminal and decodes arrow-key escape sequences.
@MainActor
final class TerminalKeySource: KeySource {
    func nextKey() async -> Key? {
        // The blocking read runs off the main actor so the game's tasks keep running meanwhile.
        while true {
            guard let bytes = await Task.detached(operation: { Self.readKeyBytes() }).value else { return nil }
            if bytes == [3] { RawTerminal.interrupt() }
            // Keys the game has no use for (function keys, mouse reports) are skipped.
            if let key = KeyDecoder.decode(bytes) { return key }
        }
    }

    /// One key's bytes: a single byte, or an escape sequence read while more bytes follow quickly.
    nonisolated private static func readKeyBytes() -> [UInt8]? {
        var byte: UInt8 = 0
        guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
        var bytes = [byte]
        if byte == 0x1B || byte >= 0xC0 {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            while bytes.count < 8, poll(&descriptor, 1, 25) > 0, read(STDIN_FILENO, &byte, 1) == 1 {
                bytes.append(byte)
            }
        }
        return bytes
    }
}
