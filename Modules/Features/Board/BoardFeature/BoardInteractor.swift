import DataManaging
import Foundation
import Navigation
import Observation

/// Loads the board's status each time the screen shows (a match day may have moved it), keeps the selection
/// among the offers, takes one (telling the coordinator the club changed), and applies to a club typed by name
/// (found among the career's clubs: an exact name or short name, else the one club whose name contains it).
@MainActor
@Observable
public final class BoardInteractor: BoardInteractorProtocol {
    @ObservationIgnored public weak var delegate: (any BoardInteractorDelegate)?
    public var state: BoardScreenState { screen.state }
    public var viewModel: BoardViewModel { screen.viewModel }

    @ObservationIgnored private let careerId: String
    @ObservationIgnored private let dataManager: any BoardDataManaging
    @ObservationIgnored private let league: any LeagueDataManaging
    @ObservationIgnored private let screen: ScreenModel<BoardScreenState, BoardViewModel>

    public init(careerId: String, dataManager: any BoardDataManaging, league: any LeagueDataManaging,
                viewModelTransform: any BoardViewModelTransformProtocol) {
        self.careerId = careerId
        self.dataManager = dataManager
        self.league = league
        screen = ScreenModel(BoardScreenState(), transform: viewModelTransform.transform)
    }

    public func load() async {
        await screen.load({ () async throws(DataError) in try await dataManager.boardStatus(careerId: careerId) },
                          failure: { "Could not load the board: \($0.message)" }, apply: Self.show)
    }

    public func move(by offset: Int) {
        guard state.application == nil, let offers = state.status?.offers, !offers.isEmpty else { return }
        let target = min(max(0, state.selectedIndex + offset), offers.count - 1)
        guard target != state.selectedIndex else { return }
        screen.update { $0.selectedIndex = target }
    }

    public func acceptSelected() async {
        guard state.application == nil, let offers = state.status?.offers,
              offers.indices.contains(state.selectedIndex) else { return }
        do {
            let status = try await dataManager.acceptJobOffer(careerId: careerId, offerId: offers[state.selectedIndex].id)
            show(status)
            delegate?.boardInteractorDidTakeJob(teamId: status.teamId)
        } catch {
            screen.update { $0.errorMessage = "Could not take the job: \(error.message)" }
        }
    }

    public func startApplying() {
        guard state.application == nil else { return }
        screen.update { state in
            state.application = ""
            state.notice = nil
        }
    }

    public func type(_ text: String) {
        guard let name = state.application else { return }
        screen.update { $0.application = name + text }
    }

    public func erase() {
        guard let name = state.application, !name.isEmpty else { return }
        screen.update { $0.application = String(name.dropLast()) }
    }

    public func submitApplication() async {
        guard let name = state.application?.trimmingCharacters(in: .whitespaces), !name.isEmpty else { return }
        do {
            guard let teamId = try await club(named: name) else { return }
            let answer = try await dataManager.applyForJob(careerId: careerId, teamId: teamId)
            let status = try await dataManager.boardStatus(careerId: careerId)
            show(status)
            screen.update { state in
                state.application = nil
                state.notice = switch answer {
                case .offered(let offer): "\(offer.clubName) offers you the job: it is on your list."
                case .turnedDown(let club, let reason): "\(club) turned you down: \(reason)."
                }
            }
        } catch {
            screen.update { $0.errorMessage = "Could not apply: \(error.message)" }
        }
    }

    public func cancelApplying() {
        guard state.application != nil else { return }
        screen.update { $0.application = nil }
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
            screen.update {
                $0.errorMessage = partial.isEmpty ? "No club is called '\(name)'."
                    : "'\(name)' could be \(partial.count) clubs: type more of the name."
            }
            return nil
        }
        return partial[0].teamId
    }

    private func show(_ status: BoardStatus) {
        screen.update { state in
            state.isLoading = false
            state.errorMessage = nil
            Self.show(&state, status)
        }
    }

    /// The board's status in the state, the selection kept within its offers.
    private static func show(_ state: inout BoardScreenState, _ status: BoardStatus) {
        state.status = status
        state.selectedIndex = min(state.selectedIndex, max(0, status.offers.count - 1))
    }
}
