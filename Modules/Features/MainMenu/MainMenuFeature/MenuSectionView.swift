import DesignSystem

/// The top menu, as a narrow column centred on the screen.
enum MenuSectionView {
    static let columnWidth = 36

    static func render(_ viewModel: MenuSectionViewModel, width: Int, theme: Theme) -> [String] {
        let column = min(width, columnWidth)
        let indent = String(repeating: " ", count: (width - column) / 2)
        let items = viewModel.items.map { MenuList.Item($0.label, detail: $0.detail, enabled: $0.isEnabled) }
        return MenuList.render(items: items, selected: viewModel.selectedIndex, width: column, theme: theme)
            .map { indent + $0 }
    }
}
