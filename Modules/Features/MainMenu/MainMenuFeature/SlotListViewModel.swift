/// The careers to continue, one row per slot, and which row is highlighted.
public struct SlotListViewModel: Sendable, Equatable {
    public var rows: [SlotRowViewModel]
    public var selectedIndex: Int

    public init(rows: [SlotRowViewModel], selectedIndex: Int) {
        self.rows = rows
        self.selectedIndex = selectedIndex
    }
}
