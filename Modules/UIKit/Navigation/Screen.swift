/// A terminal view: a pure function from its presenter's view model to lines, plus a key map that
/// calls the presenter. The runtime awaits `appear()` when the screen comes on top and `handle(_:)`
/// for each input before it redraws, so what is drawn is always settled.
@MainActor
public protocol Screen: AnyObject {
    var title: String { get }
    /// Right-hand side of the title bar: the club and the date once a career is running.
    var statusText: String { get }
    var keyHints: [KeyHint] { get }
    /// True while the screen takes free text, so letters such as `q` and `?` reach it.
    var capturesText: Bool { get }
    func render(in context: RenderContext) -> [String]
    func appear() async
    /// Returns false for a key the screen does not use, so the runtime may apply its global keys.
    func handle(_ key: Key) async -> Bool
    /// How often the runtime calls `tick()` while the screen is on top and no key arrives (a live
    /// match's clock); nil, the default, means never. Script mode never ticks, so its frames stay exact.
    var tickInterval: Duration? { get }
    /// Moves the screen's time on; returns whether anything changed, so the runtime redraws only then.
    func tick() async -> Bool
}

extension Screen {
    public var statusText: String { "" }
    public var capturesText: Bool { false }
    public func appear() async {}
    public var tickInterval: Duration? { nil }
    public func tick() async -> Bool { false }
}
