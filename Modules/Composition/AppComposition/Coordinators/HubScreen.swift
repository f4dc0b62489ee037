import DesignSystem
import Navigation

/// The in-game hub: a tab bar over the active tab's screen, with the club and date in the title bar.
/// Tab switches tabs; every other key goes to the active tab.
@MainActor
final class HubScreen: Screen {
    struct Tab {
        /// Read at every frame, so a count in it ("Inbox (3)") is always current.
        let name: () -> String
        let navigator: TabNavigator
    }

    /// A hub-wide command on a letter key; its one-line outcome is shown under the tab.
    struct Action {
        let key: Character
        let label: String
        let run: () async -> String
    }

    private let tabs: [Tab]
    private let actions: [Action]
    private(set) var notice: String?
    private let prepare: () async -> Void
    private let status: () -> String
    private(set) var activeIndex = 0
    /// Shown instead of the tabs when the career could not be opened.
    var failure: String?

    /// `prepare` runs before every appearance (it loads the career and starts the tabs' features).
    /// Esc while no tab could start (the career failed to open) leaves the hub.
    var onEscapeWithoutContent: () -> Void = {}
    /// Runs after every key the hub handles and every tick that changed something, before the next frame:
    /// what a tab did (a match day played) may change another tab's name.
    var settle: () async -> Void = {}

    init(tabs: [Tab], actions: [Action], prepare: @escaping () async -> Void, status: @escaping () -> String) {
        self.tabs = tabs
        self.actions = actions
        self.prepare = prepare
        self.status = status
    }

    private var active: (any Screen)? { tabs.isEmpty ? nil : tabs[activeIndex].navigator.content }

    var title: String { active?.title ?? "Club" }
    var statusText: String { status() }
    var keyHints: [KeyHint] {
        (tabs.count > 1 ? [KeyHint("Tab", "next tab")] : []) + (active?.keyHints ?? [])
            + actions.map { KeyHint(String($0.key), $0.label) }
    }
    var capturesText: Bool { active?.capturesText ?? false }
    var tickInterval: Duration? { active?.tickInterval }

    func tick() async -> Bool {
        guard await active?.tick() == true else { return false }
        await settle()
        return true
    }

    func appear() async {
        await prepare()
        await active?.appear()
    }

    func render(in context: RenderContext) -> [String] {
        let theme = Theme(colored: context.colored)
        let bar = HubTabBar.render(names: tabs.map { $0.name() }, activeIndex: activeIndex, width: context.width,
                                   theme: theme)
        if let failure { return [bar, "", theme.paint(failure, .bad), "", "Press Esc to return to the main menu."] }
        let noticeLines = notice.map { TextLayout.wrap($0, to: context.width).map { theme.paint($0, .accent) } } ?? []
        let inner = RenderContext(width: context.width, height: context.height - 2 - noticeLines.count,
                                  colored: context.colored)
        return [bar, ""] + (active?.render(in: inner) ?? []) + noticeLines
    }

    func handle(_ key: Key) async -> Bool {
        let handled = await dispatch(key)
        if handled { await settle() }
        return handled
    }

    private func dispatch(_ key: Key) async -> Bool {
        notice = nil
        if case .character(let letter) = key, !capturesText, let action = actions.first(where: { $0.key == letter }) {
            notice = await action.run()
            return true
        }
        if key == .tab || key == .backtab, tabs.count > 1 {
            activeIndex = (activeIndex + (key == .tab ? 1 : tabs.count - 1)) % tabs.count
            await active?.appear()
            return true
        }
        if let active { return await active.handle(key) }
        if key == .escape { onEscapeWithoutContent() }
        return key == .escape
    }
}
