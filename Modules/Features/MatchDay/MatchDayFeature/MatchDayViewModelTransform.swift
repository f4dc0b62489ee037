import DataManaging
import GameModels

/// Turns the match-day screen's state into its view model.
@MainActor
public protocol MatchDayViewModelTransformProtocol {
    func transform(_ state: MatchDayScreenState) -> MatchDayViewModel
}

/// The one place the match-day screen's text is formatted. Each phase has its own part
/// (`PreMatchTransform`, `LiveMatchTransform`, `PostMatchTransform`); this picks the part for the phase.
public struct MatchDayViewModelTransform: MatchDayViewModelTransformProtocol {
    public init() {}

    public func transform(_ state: MatchDayScreenState) -> MatchDayViewModel {
        var viewModel = MatchDayViewModel(isLoading: state.isLoading, errorMessage: state.errorMessage,
                                          content: content(state))
        viewModel.seasonOver = state.seasonOver
        if state.phase != .live, state.phase != .postMatch {
            viewModel.notice = state.dayNotice
        }
        return viewModel
    }

    private func content(_ state: MatchDayScreenState) -> MatchDayViewModel.Content? {
        switch state.phase {
        case .loading:
            return nil
        case .preMatch:
            guard let preview = state.preview else { return nil }
            guard let match = preview.userMatch, let lineUp = state.lineUp else {
                return .idleDay(PreMatchTransform.idleDay(preview, career: state.career))
            }
            return .preMatch(PreMatchTransform.preMatch(preview, match: match, lineUp: lineUp,
                                                        instruction: state.instruction,
                                                        selectedIndex: state.selectedIndex,
                                                        violation: state.violation,
                                                        formationSwitch: state.formationSwitch))
        case .live:
            guard let live = state.live, let clock = state.clock else { return nil }
            return .live(LiveMatchTransform.live(live, clock: clock, selection: state.management,
                                                 notice: state.notice, showsStats: state.showsStats))
        case .postMatch:
            guard let played = state.played else { return nil }
            return .postMatch(PostMatchTransform.postMatch(played, preview: state.preview, career: state.career,
                                                           panel: state.reportPanel, cursor: state.reportCursor))
        }
    }
}
