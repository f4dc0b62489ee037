import ClubBoard
import DataManaging

/// Turns the interactor's state into what the screen shows.
@MainActor
public protocol TeamSelectViewModelTransformProtocol {
    func transform(_ state: TeamSelectState) -> TeamSelectViewModel
}

/// The one place that words and orders the club choice: division label, ranked rows, detail line.
public struct TeamSelectViewModelTransform: TeamSelectViewModelTransformProtocol {
    public static let loadingMessage = "Scouting the pyramid…"
    public static let noDivisionsMessage = "This pyramid has no divisions."
    public static let noClubsMessage = "No clubs in this division."

    public init() {}

    public func transform(_ state: TeamSelectState) -> TeamSelectViewModel {
        switch state.phase {
        case .loading:
            return placeholder(message: Self.loadingMessage)
        case .failed(let message):
            return placeholder(message: message)
        case .loaded(let preview):
            guard let division = state.division else { return placeholder(message: Self.noDivisionsMessage) }
            let clubs = state.clubs
            let rows = clubs.enumerated().map { index, club in
                ClubRowViewModel(teamId: club.teamId, rank: index + 1, name: club.name,
                                 city: club.city, strength: club.strength)
            }
            let selectedIndex = rows.isEmpty ? nil : min(max(state.selectedIndex, 0), rows.count - 1)
            return TeamSelectViewModel(
                divisionBar: DivisionBarViewModel(
                    label: "\(division.name) (tier \(division.tier) of \(preview.divisions.count))",
                    canSwitch: preview.divisions.count > 1),
                clubs: ClubListViewModel(rows: rows, selectedIndex: selectedIndex),
                detail: selectedIndex.map { detail(for: rows[$0], of: rows.count) },
                message: rows.isEmpty ? Self.noClubsMessage : nil)
        }
    }

    private func detail(for row: ClubRowViewModel, of count: Int) -> ClubDetailViewModel {
        let summary = "Strength \(row.strength) · \(StrengthRank.standing(rank: row.rank, of: count))"
            + " · expectations: \(BoardExpectation(rank: row.rank, of: count).words)"
        return ClubDetailViewModel(heading: "\(row.name) · \(row.city)", summary: summary)
    }

    private func placeholder(message: String) -> TeamSelectViewModel {
        TeamSelectViewModel(divisionBar: .empty, clubs: .empty, detail: nil, message: message)
    }
}
