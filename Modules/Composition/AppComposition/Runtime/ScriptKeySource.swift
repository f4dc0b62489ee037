import Navigation

/// Replays a parsed script. Scripts never wait, so they never go idle: ticking screens stay put and
/// every frame of a script is the same on every run.
@MainActor
final class ScriptKeySource: KeySource {
    private var keys: [Key]

    init(keys: [Key]) {
        self.keys = keys
    }

    func nextInput(waitingAtMost: Duration?) async -> KeyInput {
        keys.isEmpty ? .ended : .key(keys.removeFirst())
    }
}
