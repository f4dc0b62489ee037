import Navigation

/// What the runtime waits for: a key, a quiet spell (time for a ticking screen to move on), a resized
/// terminal (time to draw again), or the end of input.
package enum KeyInput: Equatable {
    case key(Key)
    case idle
    case resized
    case ended
}

/// Where the runtime's inputs come from: the keyboard or a script.
@MainActor
package protocol KeySource: AnyObject {
    /// The next input; `.idle` once `waitingAtMost` passes without a key (nil waits for a key).
    func nextInput(waitingAtMost: Duration?) async -> KeyInput
}
