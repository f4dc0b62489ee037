import Glibc
import Navigation

/// Reads the raw terminal in chunks and hands out every key they hold, in order (`KeyDecoder`).
@MainActor
package final class TerminalKeySource: KeySource {
    /// How long an unfinished sequence (or a lone Esc) waits for the rest before it counts as it is.
    private static let sequenceWaitMilliseconds: Int32 = 25

    private var decoder = KeyDecoder()
    private var queued: [Key] = []

    package init() {}

    package func nextInput(waitingAtMost: Duration?) async -> KeyInput {
        let timeout = waitingAtMost.map(Self.milliseconds) ?? -1
        while queued.isEmpty {
            // The blocking read runs off the main actor so the game's tasks keep running meanwhile.
            let wait = decoder.isWaiting ? Self.sequenceWaitMilliseconds : timeout
            let read = await Task.detached(operation: { Self.readChunk(timeoutMilliseconds: wait) }).value
            switch read {
            case .bytes(let bytes): take(decoder.feed(bytes))
            case .idle where decoder.isWaiting: take(decoder.flush())
            case .idle: return .idle
            case .resized: return .resized
            case .ended: return .ended
            }
        }
        return .key(queued.removeFirst())
    }

    private func take(_ inputs: [DecodedInput]) {
        for input in inputs {
            switch input {
            case .key(let key): queued.append(key)
            case .interrupt: RawTerminal.interrupt()
            }
        }
    }

    private enum ReadResult: Equatable, Sendable {
        case bytes([UInt8])
        case idle
        case resized
        case ended
    }

    nonisolated private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }

    /// Whatever the terminal has, up to a buffer's worth, or word that the window was resized; a negative
    /// timeout waits for as long as it takes.
    nonisolated private static func readChunk(timeoutMilliseconds: Int32) -> ReadResult {
        var waiting = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: RawTerminal.resizeDescriptor, events: Int16(POLLIN), revents: 0)]
        var ready: Int32
        // A resize interrupts the wait (EINTR); the pipe then says so on the next poll.
        repeat { ready = poll(&waiting, 2, timeoutMilliseconds) } while ready < 0 && errno == EINTR
        if ready == 0 { return .idle }
        if ready > 0, waiting[1].revents & Int16(POLLIN) != 0 {
            RawTerminal.drainResizes()
            return .resized
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        guard count > 0 else { return .ended }
        return .bytes(Array(buffer.prefix(count)))
    }
}
