import Navigation

/// Replays a parsed script. Scripts never wait, so they never go idle: ticking screens stay put and
/// every frame of a script is the same on every run.
@MainActor
package final class ScriptKeySource: KeySource {
    private var keys: [Key]

    package init(keys: [Key]) {
        self.keys = keys
    }

    package func nextInput(waitingAtMost: Duration?) async -> KeyInput {
        keys.isEmpty ? .ended : .key(keys.removeFirst())
    }
}
