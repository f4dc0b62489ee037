/// The top menu: its entries and which one is highlighted.
public struct MenuSectionViewModel: Sendable, Equatable {
    public var items: [MenuItemViewModel]
    public var selectedIndex: Int

    public init(items: [MenuItemViewModel], selectedIndex: Int) {
        self.items = items
        self.selectedIndex = selectedIndex
    }
}
