import Navigation

/// The keys the runtime itself answers on every screen.
package enum RuntimeKeys {
    static let global = [KeyHint("?", "help"), KeyHint("q", "quit")]
    static let minimumWidth = 80
    static let minimumHeight = 24
}
