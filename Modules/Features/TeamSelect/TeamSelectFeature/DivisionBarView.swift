import DesignSystem

/// "◀ The Custard Premiership (tier 1 of 4) ▶", centred; arrows only when there is somewhere to go.
enum DivisionBarView {
    static func render(_ viewModel: DivisionBarViewModel, width: Int, theme: Theme) -> String {
        guard !viewModel.label.isEmpty else { return "" }
        let arrows = viewModel.canSwitch ? 4 : 0
        let label = TextLayout.truncate(viewModel.label, to: max(1, width - arrows))
        let text = viewModel.canSwitch
            ? theme.paint("◀ ", .accent) + theme.paint(label, .heading) + theme.paint(" ▶", .accent)
            : theme.paint(label, .heading)
        return TextLayout.fit(text, to: width, alignment: .center)
    }
}
