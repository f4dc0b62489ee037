import DesignSystem

/// The framed header: the name in the frame, position and age, club and division.
enum PlayerHeaderView {
    static func render(_ header: PlayerHeaderViewModel, width: Int, theme: Theme) -> [String] {
        Box.render(title: header.name, lines: ["\(header.position) · Age \(header.age)", header.club],
                   width: width, theme: theme)
    }
}
