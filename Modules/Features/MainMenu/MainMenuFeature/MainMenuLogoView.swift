import DesignSystem

/// The title art above the menu, with a compact one-line form for short terminals.
enum MainMenuLogoView {
    static let art = [
        " ████ █   █ ████  █████ ████     ████  ███   ████  ████ █████ ████",
        "█     █   █ █   █ █     █   █   █     █   █ █     █     █     █   █",
        " ███  █   █ ████  ████  ████     ███  █   █ █     █     ████  ████",
        "    █ █   █ █     █     █  █        █ █   █ █     █     █     █  █",
        "████   ███  █     █████ █   █   ████   ███   ████  ████ █████ █   █",
        "═════════════════════════════════ ● ═══════════════════════════════",
    ]
    static let compactTitle = "S U P E R S O C C E R"
    static let tagline = "Where the pies are hot and the offside rule is only a rumour."

    /// Blank, art, blank, tagline, blank.
    static let fullLineCount = art.count + 4

    /// The full art when it fits in `maxLines` and `width`, else the compact title, else nothing.
    static func render(width: Int, maxLines: Int, theme: Theme) -> [String] {
        let artWidth = art.map(TextLayout.visibleWidth).max() ?? 0
        if maxLines >= fullLineCount && width >= artWidth {
            // Padded to one width first so the block is centred as a whole and its letters stay aligned.
            let artLines = art.map { centered(TextLayout.fit($0, to: artWidth), .heading, width: width, theme: theme) }
            return [""] + artLines + ["", centered(tagline, .accent, width: width, theme: theme), ""]
        }
        guard maxLines >= 3 else { return [] }
        return [centered(compactTitle, .heading, width: width, theme: theme),
                centered(tagline, .accent, width: width, theme: theme), ""]
    }

    private static func centered(_ text: String, _ style: TextStyle, width: Int, theme: Theme) -> String {
        TextLayout.fit(theme.paint(TextLayout.truncate(text, to: width), style), to: width, alignment: .center)
    }
}
