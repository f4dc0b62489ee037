/// The clubs of the shown division, strongest first, with the selected row.
public struct ClubListViewModel: Sendable, Equatable {
    public let rows: [ClubRowViewModel]
    public let selectedIndex: Int?

    public init(rows: [ClubRowViewModel], selectedIndex: Int?) {
        self.rows = rows
        self.selectedIndex = selectedIndex
    }

    public static let empty = ClubListViewModel(rows: [], selectedIndex: nil)
}
