import DesignSystem
import Navigation

/// The Transfers screen: the window and the money on top, the tabs of its lists (market, shortlist, the user's
/// bids, bids for the user's players, done deals; ←→ step through them, as Tab belongs to the hub), the list of the page shown,
/// and the prompt line at the bottom, which stays on screen however small the terminal is. While a fee, wage or
/// filter is typed, every key goes to it. `0` clears the filters: `x` is the hub's save export.
@MainActor
public final class TransfersView: Screen {
    /// Rows a `[` or `]` moves the selection by.
    public static let pageSize = 10

    public let presenter: any TransfersViewPresenter

    public init(presenter: any TransfersViewPresenter) {
        self.presenter = presenter
    }

    public var title: String { presenter.viewModel.title }

    public var capturesText: Bool { presenter.viewModel.input != nil }

    public var keyHints: [KeyHint] {
        let viewModel = presenter.viewModel
        if viewModel.input != nil { return [KeyHint("Enter", "confirm"), KeyHint("esc", "cancel")] }
        let common = [KeyHint("←→", "list"), KeyHint("↑↓", "move"), KeyHint("Enter", "profile")]
        let counter = viewModel.canTakeCounter ? [KeyHint("y", "take counter")] : []
        let deal = [KeyHint("s", "shortlist"), KeyHint("b", "bid"), KeyHint("o", "offer contract")] + counter
        switch viewModel.page {
        case .market:
            return common + deal + [KeyHint("p", "position"), KeyHint("a", "ages"), KeyHint("v", "overall"),
                                    KeyHint("m", "max value"), KeyHint("t", "tier"), KeyHint("c", "club"),
                                    KeyHint("f", "free agents"), KeyHint("0", "clear filters"), KeyHint("esc", "back")]
        case .shortlist:
            return common + deal + [KeyHint("esc", "back")]
        case .ownBids:
            return common + [KeyHint("o", "offer contract"), KeyHint("esc", "back")]
        case .incomingBids:
            return common + [KeyHint("a", "accept"), KeyHint("r", "reject"), KeyHint("c", "counter"),
                             KeyHint("esc", "back")]
        case .doneDeals:
            return common + [KeyHint("esc", "back")]
        }
    }

    public func appear() async {
        await presenter.load()
    }

    public func render(in context: RenderContext) -> [String] {
        let theme = Theme(colored: context.colored)
        let viewModel = presenter.viewModel
        let width = context.width
        var top: [String] = []
        if let error = viewModel.errorMessage {
            top += ErrorLine.render(error, width: width, theme: theme, indented: false) + [""]
        }
        top += viewModel.header.enumerated().map { index, line in
            let text = TextLayout.truncate(line, to: width)
            return index == 0 ? theme.paint(text, viewModel.isWindowOpen ? .good : .dim) : text
        }
        if !viewModel.tabs.isEmpty { top.append(Self.tabLine(viewModel, width: width, theme: theme)) }
        if let filters = viewModel.filters { top.append(theme.paint(TextLayout.truncate(filters, to: width), .dim)) }
        top.append("")
        let footer = Self.footer(viewModel, width: width, theme: theme)
        let room = max(0, context.height - footer.count)
        // The list keeps its header and one row before the top gives up its lower lines.
        let body = Array(top.prefix(room - min(room, TransfersTableView.minimumHeight)))
        let list = TransfersTableView.render(viewModel, width: width, height: room - body.count, theme: theme)
        return Array((body + list + footer).suffix(context.height))
    }

    public func handle(_ key: Key) async -> Bool {
        if presenter.viewModel.input != nil { return await handleTyping(key) }
        switch key {
        case .right, .character("l"): presenter.switchPage(by: 1)
        case .left, .character("h"): presenter.switchPage(by: -1)
        case .up, .character("k"): await presenter.move(by: -1)
        case .down, .character("j"): await presenter.move(by: 1)
        case .character("["): await presenter.move(by: -Self.pageSize)
        case .character("]"): await presenter.move(by: Self.pageSize)
        case .enter: presenter.openSelected()
        case .escape: presenter.close()
        case .character(let character): return await handle(character)
        default: return false
        }
        return true
    }

    /// The letters of the page shown: deals on the market and shortlist, filters on the market, a contract for
    /// an agreed fee on the user's bids, answers on the bids for the user's players.
    private func handle(_ character: Character) async -> Bool {
        let viewModel = presenter.viewModel
        switch (viewModel.page, character) {
        case (.market, "s"), (.shortlist, "s"): await presenter.toggleShortlist()
        case (.market, "b"), (.shortlist, "b"): presenter.askBid()
        case (.market, "o"), (.shortlist, "o"), (.ownBids, "o"): await presenter.askContract()
        case (.market, "y"), (.shortlist, "y"):
            guard viewModel.canTakeCounter else { return false }
            await presenter.takeCounter()
        case (.market, "p"): await presenter.cyclePosition()
        case (.market, "f"): await presenter.toggleFreeAgentsOnly()
        case (.market, "0"): await presenter.clearFilters()
        case (.market, "a"): presenter.editFilter(.ages)
        case (.market, "v"): presenter.editFilter(.minimumOverall)
        case (.market, "m"): presenter.editFilter(.maximumValue)
        case (.market, "t"): presenter.editFilter(.tier)
        case (.market, "c"): presenter.editFilter(.club)
        case (.incomingBids, "a"): await presenter.acceptBid()
        case (.incomingBids, "r"): await presenter.rejectBid()
        case (.incomingBids, "c"): presenter.askCounter()
        default: return false
        }
        return true
    }

    /// Enter confirms and Esc cancels; characters and typed text go to the prompt; arrows do nothing.
    private func handleTyping(_ key: Key) async -> Bool {
        switch key {
        case .enter: await presenter.submitInput()
        case .escape: presenter.cancelInput()
        case .backspace: presenter.deleteBackward()
        case .character(let character): presenter.type(String(character))
        case .text(let text): presenter.type(text)
        default: return false
        }
        return true
    }

    /// The page shown in brackets.
    private static func tabLine(_ viewModel: TransfersViewModel, width: Int, theme: Theme) -> String {
        let line = viewModel.tabs.enumerated().map { index, name in
            index == viewModel.page.rawValue ? "[\(name)]" : name
        }.joined(separator: "  ")
        return theme.paint(TextLayout.truncate(line, to: width), .heading)
    }

    /// How the last action ended, then what is being typed.
    private static func footer(_ viewModel: TransfersViewModel, width: Int, theme: Theme) -> [String] {
        var lines: [String] = []
        if let outcome = viewModel.outcome {
            let style: TextStyle = switch outcome.tone {
            case .good: .good
            case .bad: .bad
            case .question: .accent
            case .neutral: .plain
            }
            // A refusal can be long; it wraps rather than losing its end.
            lines += TextLayout.wrap(outcome.text, to: width).map { theme.paint($0, style) }
        }
        if let input = viewModel.input {
            lines += (input.note.map { TextLayout.wrap($0, to: width) } ?? []).map { theme.paint($0, .dim) }
            let line = "\(input.label): \(input.text)_ · \(input.hint)"
            lines.append(theme.paint(TextLayout.truncate(line, to: width), .selected))
        }
        return lines
    }
}
