import DesignSystem

/// The whole profile as one page of lines, top to bottom. Its length does not depend on the width
/// (every part cuts or pads its lines), so the view can count it without a screen size.
enum PlayerPage {
    static func lines(_ profile: PlayerProfileViewModel, width: Int, theme: Theme) -> [String] {
        PlayerHeaderView.render(profile.header, width: width, theme: theme)
            + PlayerContractView.render(profile.contract, width: width, theme: theme)
            + PlayerConditionView.render(profile.condition, width: width, theme: theme)
            + PlayerRatingsView.render(profile.ratings, width: width, theme: theme)
            + PlayerSeasonView.render(profile.thisSeason, width: width, theme: theme)
            + [""]
            + PlayerCareerView.render(profile.career, width: width, theme: theme)
    }

    static func lineCount(_ profile: PlayerProfileViewModel) -> Int {
        lines(profile, width: 80, theme: .plain).count
    }
}
