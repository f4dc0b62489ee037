import DesignSystem

/// Two lines about the selected club: who and where, then strength, standing and expectations.
enum ClubDetailView {
    static func render(_ viewModel: ClubDetailViewModel, width: Int, theme: Theme) -> [String] {
        [theme.paint(TextLayout.truncate(viewModel.heading, to: width), .heading),
         TextLayout.truncate(viewModel.summary, to: width)]
    }
}
