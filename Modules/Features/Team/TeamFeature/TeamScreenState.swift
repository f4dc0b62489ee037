import DataManaging
import GameModels
import Navigation

/// Everything the Team screen knows, held by the interactor and turned into the view model by
/// the transform.
public struct TeamScreenState: Sendable, Equatable {
    public var isLoading: Bool
    public var errorMessage: String?
    public var details: TeamDetails?
    /// The club's players in `sort` order.
    public var squad: [Player]
    public var sort: SquadSort
    /// Index into `squad`; nil only while the squad is empty.
    public var selectedIndex: Int?
    public var isDetailShown: Bool

    public init(isLoading: Bool = true, errorMessage: String? = nil, details: TeamDetails? = nil,
                squad: [Player] = [], sort: SquadSort = .standard, selectedIndex: Int? = nil,
                isDetailShown: Bool = false) {
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.details = details
        self.squad = squad
        self.sort = sort
        self.selectedIndex = selectedIndex
        self.isDetailShown = isDetailShown
    }

    public var selectedPlayer: Player? {
        guard let selectedIndex, squad.indices.contains(selectedIndex) else { return nil }
        return squad[selectedIndex]
    }
}

extension TeamScreenState: LoadableScreenState {}
