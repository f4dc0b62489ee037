import ClubBoard
import DataManaging

/// Everything the interactor knows about the screen; the transform turns it into the view model.
public struct TeamSelectState: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        case loading
        case loaded(WorldPreview)
        case failed(message: String)
    }

    public var phase: Phase
    public var divisionIndex: Int
    /// Index into `clubs`, the strongest-first order the user sees.
    public var selectedIndex: Int

    public init(phase: Phase = .loading, divisionIndex: Int = 0, selectedIndex: Int = 0) {
        self.phase = phase
        self.divisionIndex = divisionIndex
        self.selectedIndex = selectedIndex
    }

    public var preview: WorldPreview? {
        if case .loaded(let preview) = phase { return preview }
        return nil
    }

    public var division: WorldPreview.DivisionClubs? {
        guard let divisions = preview?.divisions, divisions.indices.contains(divisionIndex) else { return nil }
        return divisions[divisionIndex]
    }

    /// The shown division's clubs, strongest first; ties go by name so the order never wobbles.
    public var clubs: [WorldPreview.Club] {
        (division?.clubs ?? []).sorted { lhs, rhs in
            StrengthRank.isAhead(strength: lhs.strength, teamId: lhs.teamId, of: (rhs.strength, rhs.teamId))
        }
    }

    public var selectedClub: WorldPreview.Club? {
        let clubs = clubs
        return clubs.indices.contains(selectedIndex) ? clubs[selectedIndex] : nil
    }
}
