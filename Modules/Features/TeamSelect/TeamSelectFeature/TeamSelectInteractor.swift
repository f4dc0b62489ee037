import DataManaging
import Observation

/// Browses the world preview of one seed: divisions wrap around, the club selection stops at the
/// ends of the list, and a new division starts at its strongest club.
@MainActor @Observable
public final class TeamSelectInteractor: TeamSelectInteractorProtocol {
    public private(set) var viewModel: TeamSelectViewModel
    public private(set) var state: TeamSelectState {
        didSet { viewModel = viewModelTransform.transform(state) }
    }

    @ObservationIgnored public weak var delegate: (any TeamSelectInteractorDelegate)?
    @ObservationIgnored public let seed: UInt64
    @ObservationIgnored private let dataManager: any CareerDataManaging
    @ObservationIgnored private let viewModelTransform: any TeamSelectViewModelTransformProtocol

    public init(seed: UInt64, dataManager: any CareerDataManaging,
                viewModelTransform: any TeamSelectViewModelTransformProtocol = TeamSelectViewModelTransform()) {
        self.seed = seed
        self.dataManager = dataManager
        self.viewModelTransform = viewModelTransform
        let initial = TeamSelectState()
        self.state = initial
        self.viewModel = viewModelTransform.transform(initial)
    }

    /// Loads the preview once: the screen may appear again (after a sheet on top), and the user
    /// should find the division and club they were looking at.
    public func load() async {
        guard state.preview == nil else { return }
        // A retry after a failure shows the loading message again while it waits.
        if case .failed = state.phase { state = TeamSelectState() }
        do {
            let preview = try await dataManager.worldPreview(seed: seed)
            state = TeamSelectState(phase: .loaded(preview))
        } catch {
            state = TeamSelectState(phase: .failed(message: "Could not load the clubs: \(error.message)"))
        }
    }

    public func moveSelection(by offset: Int) {
        let count = state.clubs.count
        guard count > 0 else { return }
        state.selectedIndex = min(max(state.selectedIndex + offset, 0), count - 1)
    }

    public func switchDivision(by offset: Int) {
        guard let count = state.preview?.divisions.count, count > 0 else { return }
        state.divisionIndex = ((state.divisionIndex + offset) % count + count) % count
        state.selectedIndex = 0
    }

    public func confirmSelection() {
        guard let club = state.selectedClub else { return }
        delegate?.teamSelectDidSelect(club)
    }

    public func cancel() {
        delegate?.teamSelectDidCancel()
    }
}
