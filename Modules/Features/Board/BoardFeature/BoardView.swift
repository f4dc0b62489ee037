import DesignSystem
import Navigation

/// The Board screen: the club's standing and the board's expectation, its confidence as a bar, its warning or
/// the sack, and the job offers to take; `a` opens a field to apply to a club by name.
@MainActor
public final class BoardView: Screen {
    public static let barCells = 20

    public let presenter: any BoardViewPresenter

    public init(presenter: any BoardViewPresenter) {
        self.presenter = presenter
    }

    public var title: String { presenter.viewModel.title }

    public var keyHints: [KeyHint] {
        presenter.viewModel.application == nil
            ? [KeyHint("↑↓", "move"), KeyHint("Enter", "accept offer"), KeyHint("a", "apply to a club"),
               KeyHint("esc", "back")]
            : [KeyHint("Enter", "apply"), KeyHint("esc", "cancel")]
    }

    public func appear() async {
        await presenter.load()
    }

    public func render(in context: RenderContext) -> [String] {
        let theme = Theme(colored: context.colored)
        let viewModel = presenter.viewModel
        var lines: [String] = []
        if let error = viewModel.errorMessage {
            lines += ErrorLine.render(error, width: context.width, theme: theme, indented: false) + [""]
        }
        guard !viewModel.headline.isEmpty else {
            lines.append(viewModel.isLoading ? "Loading the board…" : "")
            return Array(lines.prefix(context.height))
        }
        let filled = viewModel.confidence * Self.barCells / 100
        lines += TextLayout.wrap(viewModel.headline, to: context.width)
        lines += ["", "Confidence  " + String(repeating: "█", count: filled)
            + String(repeating: "░", count: Self.barCells - filled) + "  \(viewModel.confidence)/100"]
        if let verdict = viewModel.verdict {
            lines += TextLayout.wrap(verdict, to: context.width).map { theme.paint($0, .warning) }
        }
        lines.append("")
        if let noOffers = viewModel.noOffers {
            lines += TextLayout.wrap(noOffers, to: context.width).map { theme.paint($0, .dim) }
        } else {
            lines.append(theme.paint("Job offers", .heading))
            for (index, offer) in viewModel.offers.enumerated() {
                let isSelected = index == viewModel.selectedIndex && viewModel.application == nil
                let line = TextLayout.fit((isSelected ? "▶ " : "  ") + offer.club + " — " + offer.detail,
                                          to: context.width)
                lines.append(isSelected ? theme.paint(line, .selected) : line)
            }
        }
        if let notice = viewModel.notice {
            lines += [""] + TextLayout.wrap(notice, to: context.width)
        }
        if let application = viewModel.application {
            lines += [""] + TextFieldView.render(label: "Apply to", value: application, focused: true, error: nil,
                                                 width: context.width, theme: theme)
        }
        return Array(lines.prefix(context.height))
    }

    public func handle(_ key: Key) async -> Bool {
        if presenter.viewModel.application != nil {
            switch key {
            case .enter: await presenter.submitApplication()
            case .escape: presenter.cancelApplying()
            case .backspace: presenter.erase()
            case .character(let character): presenter.type(String(character))
            case .text(let text): presenter.type(text)
            default: return false
            }
            return true
        }
        switch key {
        case .up, .character("k"): presenter.move(by: -1)
        case .down, .character("j"): presenter.move(by: 1)
        case .enter: await presenter.acceptSelected()
        case .character("a"): presenter.startApplying()
        case .escape: presenter.close()
        default: return false
        }
        return true
    }
}
