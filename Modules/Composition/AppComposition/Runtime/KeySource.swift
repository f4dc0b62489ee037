import Navigation

/// Where the runtime's inputs come from: the keyboard or a script. nil means input has ended.
@MainActor
protocol KeySource: AnyObject {
    func nextKey() async -> Key?
}

/// Replays a parsed script.
@MainActor
final class ScriptKeySource: KeySource {
    private var keys: [Key]

    init(keys: [Key]) {
        self.keys = keys
    }

    func nextKey() async -> Key? {
        keys.isEmpty ? nil : keys.removeFirst()
    }
}
