import DesignSystem

/// The overall rating on the label's line, then the seven attributes in two columns, each with a bar.
enum PlayerRatingsView {
    private static let nameWidth = 12
    private static let columnGap = "   "

    static func render(_ ratings: PlayerRatingsViewModel, width: Int, theme: Theme) -> [String] {
        let overall = ProfileLine.render(label: "Ratings", cell(ratings.overall, style: .accent),
                                         width: width, theme: theme)
        let rows = (ratings.attributes.count + 1) / 2
        let left = ratings.attributes.prefix(rows)
        let right = ratings.attributes.dropFirst(rows)
        let lines = left.enumerated().map { index, rating in
            let second = right.dropFirst(index).first.map { [ProfileLine.Part(columnGap)] + cell($0) } ?? []
            return ProfileLine.render(cell(rating) + second, width: width, theme: theme)
        }
        return [overall] + lines
    }

    private static func cell(_ rating: PlayerRatingsViewModel.Rating,
                             style: TextStyle = .plain) -> [ProfileLine.Part] {
        [ProfileLine.Part(TextLayout.fit(rating.label, to: nameWidth)),
         ProfileLine.Part(TextLayout.fit(rating.value, to: 2, alignment: .right), style),
         ProfileLine.Part(" " + LevelBar.render(rating.level, maximum: 99))]
    }
}
