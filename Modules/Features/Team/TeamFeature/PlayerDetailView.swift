import DesignSystem

/// The inline panel under the table with the selected player's ratings and contract.
enum PlayerDetailView {
    static func render(_ detail: PlayerDetailViewModel, width: Int, theme: Theme) -> [String] {
        let ratings = detail.ratings.map { "\($0.label) \($0.value)" }.joined(separator: "  ")
        return Box.render(title: "\(detail.name) · \(detail.position)", lines: [
            ratings + "  " + theme.paint("OVR \(detail.overall)", .accent),
            "Age \(detail.age) · Contract to \(detail.contractEnd) · Wage \(detail.wage)",
        ], width: width, theme: theme)
    }
}
