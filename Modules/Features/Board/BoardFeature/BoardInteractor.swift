import DataManaging
import Foundation
import Observation

/// Loads the board's status each time the screen shows (a match day may have moved it), keeps the selection
/// among the offers, takes one (telling the coordinator the club changed), and applies to a club typed by name
/// (found among the career's clubs: an exact name or short name, else the one club whose name contains it).
@MainActor
@Observable
public final class BoardInteractor: BoardInteractorProtocol {
    @ObservationIgnored public weak var delegate: (any BoardInteractorDelegate)?
    public private(set) var state: BoardScreenState
    public private(set) var viewModel: BoardViewModel

    @ObservationIgnored private let careerId: String
    @ObservationIgnored private let dataManager: any BoardDataManaging
    @ObservationIgnored private let league: any LeagueDataManaging
    @ObservationIgnored private let viewModelTransform: any BoardViewModelTransformProtocol

    public init(careerId: String, dataManager: any BoardDataManaging, league: any LeagueDataManaging,
                viewModelTransform: any BoardViewModelTransformProtocol) {
        self.careerId = careerId
        self.dataManager = dataManager
        self.league = league
        self.viewModelTransform = viewModelTransform
        let state = BoardScreenState()
        self.state = state
        self.viewModel = viewModelTransform.transform(state)
    }

    public func load() async {
        update { $0.isLoading = true }
        do {
            let status = try await dataManager.boardStatus(careerId: careerId)
            show(status)
        } catch {
            update { state in
                state.isLoading = false
                state.errorMessage = "Could not load the board: \(error.message)"
            }
        }
    }

    public func move(by offset: Int) {
        guard state.application == nil, let offers = state.status?.offers, !offers.isEmpty else { return }
        let target = min(max(0, state.selectedIndex + offset), offers.count - 1)
        guard target != state.selectedIndex else { return }
        update { $0.selectedIndex = target }
    }

    public func acceptSelected() async {
        guard state.application == nil, let offers = state.status?.offers,
              offers.indices.contains(state.selectedIndex) else { return }
        do {
            let status = try await dataManager.acceptJobOffer(careerId: careerId, offerId: offers[state.selectedIndex].id)
            show(status)
            delegate?.boardInteractorDidTakeJob(teamId: status.teamId)
        } catch {
            update { $0.errorMessage = "Could not take the job: \(error.message)" }
        }
    }

    public func startApplying() {
        guard state.application == nil else { return }
        update { state in
            state.application = ""
            state.notice = nil
        }
    }

    public func type(_ text: String) {
        guard let name = state.application else { return }
        update { $0.application = name + text }
    }

    public func erase() {
        guard let name = state.application, !name.isEmpty else { return }
        update { $0.application = String(name.dropLast()) }
    }

    public func submitApplication() async {
        guard let name = state.application?.trimmingCharacters(in: .whitespaces), !name.isEmpty else { return }
        do {
            guard let teamId = try await club(named: name) else { return }
            let answer = try await dataManager.applyForJob(careerId: careerId, teamId: teamId)
            let status = try await dataManager.boardStatus(careerId: careerId)
            show(status)
            update { state in
                state.application = nil
                state.notice = switch answer {
                case .offered(let offer): "\(offer.clubName) offers you the job: it is on your list."
                case .turnedDown(let club, let reason): "\(club) turned you down: \(reason)."
                }
            }
        } catch {
            update { $0.errorMessage = "Could not apply: \(error.message)" }
        }
    }

    public func cancelApplying() {
        guard state.application != nil else { return }
        update { $0.application = nil }
    }

    public func close() {
        delegate?.boardInteractorDidRequestClose()
    }

    /// The club's id, or nil with the reason shown when no one club answers to the name.
    private func club(named name: String) async throws(DataError) -> String? {
        let rows = try await league.leagueOverview(careerId: careerId).divisions.flatMap(\.table.rows)
        let needle = name.lowercased()
        if let exact = rows.first(where: { $0.clubName.lowercased() == needle || $0.shortName.lowercased() == needle }) {
            return exact.teamId
        }
        let partial = rows.filter { $0.clubName.lowercased().contains(needle) }
        guard partial.count == 1 else {
            update {
                $0.errorMessage = partial.isEmpty ? "No club is called '\(name)'."
                    : "'\(name)' could be \(partial.count) clubs: type more of the name."
            }
            return nil
        }
        return partial[0].teamId
    }

    private func show(_ status: BoardStatus) {
        update { state in
            state.isLoading = false
            state.errorMessage = nil
            state.status = status
            state.selectedIndex = min(state.selectedIndex, max(0, status.offers.count - 1))
        }
    }

    private func update(_ change: (inout BoardScreenState) -> Void) {
        change(&state)
        viewModel = viewModelTransform.transform(state)
    }
}
