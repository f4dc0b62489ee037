import DataManaging
import GameModels
import Observation

/// Runs the end of a season for the user: shows his division's final table, his expiring contracts
/// (renew by default, release on request) and his academy's intake (keep or release, as the assistant
/// advises by default), starts the next season with his decisions, then shows what
/// the season's end brought until he moves on.
@MainActor
@Observable
public final class SeasonReviewInteractor: SeasonReviewInteractorProtocol {
    @ObservationIgnored public weak var delegate: (any SeasonReviewInteractorDelegate)?
    public private(set) var state: SeasonReviewScreenState
    public private(set) var viewModel: SeasonReviewViewModel

    @ObservationIgnored private let careerId: String
    @ObservationIgnored private let seasonData: any SeasonDataManaging
    @ObservationIgnored private let leagueData: any LeagueDataManaging
    @ObservationIgnored private let viewModelTransform: any SeasonReviewViewModelTransformProtocol

    public init(careerId: String, seasonData: any SeasonDataManaging, leagueData: any LeagueDataManaging,
                viewModelTransform: any SeasonReviewViewModelTransformProtocol) {
        self.careerId = careerId
        self.seasonData = seasonData
        self.leagueData = leagueData
        self.viewModelTransform = viewModelTransform
        let state = SeasonReviewScreenState()
        self.state = state
        self.viewModel = viewModelTransform.transform(state)
    }

    public func load() async {
        guard state.phase == .loading else { return }
        do {
            let overview = try await leagueData.leagueOverview(careerId: careerId)
            let expiring = try await seasonData.expiringContracts(careerId: careerId)
            let academy = try await seasonData.academyIntake(careerId: careerId)
            let division = overview.divisions.first { season in
                season.table.rows.contains { $0.teamId == overview.userTeamId }
            }
            update { state in
                state = SeasonReviewScreenState(
                    phase: .decisions, seasonLabel: overview.seasonLabel, userTeamId: overview.userTeamId,
                    table: division?.table, promotionPlaces: division?.promotionPlaces ?? 0,
                    relegationPlaces: division?.relegationPlaces ?? 0, expiring: expiring, academy: academy,
                    decisions: Dictionary(expiring.map { ($0.id, .renew) } + academy.map { ($0.player.id, $0.advice) },
                                          uniquingKeysWith: { first, _ in first }),
                    selectedIndex: expiring.isEmpty && academy.isEmpty ? nil : 0)
            }
        } catch {
            update { $0.errorMessage = "Could not load the season's end: \(error.message)" }
        }
    }

    public func move(by offset: Int) {
        switch state.phase {
        case .decisions:
            guard let current = state.selectedIndex else { return }
            let target = min(max(0, current + offset), state.decidable.count - 1)
            if target != current { update { $0.selectedIndex = target } }
        case .summary:
            let target = max(0, state.scrollOffset + offset)
            if target != state.scrollOffset { update { $0.scrollOffset = target } }
        case .loading, .starting:
            return
        }
    }

    public func toggleDecision() {
        guard state.phase == .decisions, let index = state.selectedIndex else { return }
        let playerId = state.decidable[index].id
        update { state in
            state.decisions[playerId] = state.decisions[playerId] == .release ? .renew : .release
        }
    }

    public func confirm() async {
        switch state.phase {
        case .decisions:
            update { state in
                state.phase = .starting
                state.errorMessage = nil
            }
            do {
                let summary = try await seasonData.startNextSeason(careerId: careerId, decisions: state.decisions)
                update { state in
                    state.phase = .summary
                    state.summary = summary
                    state.scrollOffset = 0
                }
            } catch {
                update { state in
                    state.phase = .decisions
                    state.errorMessage = "Could not start the next season: \(error.message)"
                }
            }
        case .summary:
            guard let summary = state.summary else { return }
            delegate?.seasonReviewDidFinish(summary: summary)
        case .loading, .starting:
            return
        }
    }

    public func close() {
        switch state.phase {
        case .loading, .decisions: delegate?.seasonReviewDidRequestClose()
        case .summary: if let summary = state.summary { delegate?.seasonReviewDidFinish(summary: summary) }
        case .starting: return
        }
    }

    private func update(_ change: (inout SeasonReviewScreenState) -> Void) {
        change(&state)
        viewModel = viewModelTransform.transform(state)
    }
}
