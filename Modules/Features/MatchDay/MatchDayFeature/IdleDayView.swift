import DesignSystem

/// A match day without a match for the user's club: what happens instead and how to go on.
enum IdleDayView {
    static func render(_ idle: IdleDayViewModel, width: Int, theme: Theme) -> [String] {
        [theme.paint(TextLayout.truncate(idle.header, to: width), .dim), ""]
            + TextLayout.wrap(idle.message, to: width).map { theme.paint($0, .heading) }
            + ["", "Press Enter to play the day."]
    }
}
