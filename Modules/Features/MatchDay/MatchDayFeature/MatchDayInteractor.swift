import DataManaging
import GameModels
import Observation

/// Runs one match day from line-up to report: loads the next day, edits the user's line-up, plays the
/// day (the whole pyramid, stored at once), replays the user's match against a clock, then shows the
/// report until the user moves on to the next day.
@MainActor
@Observable
public final class MatchDayInteractor: MatchDayInteractorProtocol {
    @ObservationIgnored public weak var delegate: (any MatchDayInteractorDelegate)?
    public private(set) var state: MatchDayScreenState
    public private(set) var viewModel: MatchDayViewModel

    @ObservationIgnored private let careerId: String
    @ObservationIgnored private let dataManager: any MatchDayDataManaging
    @ObservationIgnored private let careerData: any CareerDataManaging
    @ObservationIgnored private let viewModelTransform: any MatchDayViewModelTransformProtocol
    /// The formation the user last chose (`f`); later match days start from it rather than the assistant's.
    @ObservationIgnored private var chosenFormation: Formation?

    public init(careerId: String, dataManager: any MatchDayDataManaging, careerData: any CareerDataManaging,
                viewModelTransform: any MatchDayViewModelTransformProtocol) {
        self.careerId = careerId
        self.dataManager = dataManager
        self.careerData = careerData
        self.viewModelTransform = viewModelTransform
        let state = MatchDayScreenState()
        self.state = state
        self.viewModel = viewModelTransform.transform(state)
    }

    // MARK: Loading and leaving

    public func load() async {
        guard state.phase == .loading else { return }
        update { $0.isLoading = true }
        do {
            let preview = try await dataManager.nextMatchDay(careerId: careerId)
            // Without a match of his own the preview does not name the user's club; the career does.
            let career = preview.userMatch == nil ? try await careerData.careerSummary(careerId: careerId) : nil
            let squad = preview.userMatch?.user.squad ?? []
            let suggested = preview.userMatch.map { match in
                chosenFormation.map { LineUpPicker.pick(from: match.user.squad, formation: $0) }
                    ?? match.user.suggestedLineUp
            }
            update { state in
                state = MatchDayScreenState(phase: .preMatch, isLoading: false, preview: preview, career: career,
                                            lineUp: suggested,
                                            selectedIndex: squad.isEmpty ? nil : 0)
            }
        } catch {
            update { state in
                state.isLoading = false
                state.errorMessage = Self.loadFailure(error)
                if case .seasonOver = error { state.seasonOver = true }
            }
        }
    }

    public func reviewSeason() {
        guard state.seasonOver else { return }
        delegate?.matchDayInteractorDidReachSeasonEnd()
    }

    public func close() {
        guard state.phase == .loading || state.phase == .preMatch else { return }
        delegate?.matchDayInteractorDidRequestClose()
    }

    public func moveSelection(by offset: Int) {
        switch state.phase {
        case .preMatch:
            guard let current = state.selectedIndex else { return }
            let target = Self.clamp(current + offset, count: state.squad.count)
            guard target != current else { return }
            update { $0.selectedIndex = target }
        case .postMatch:
            let target = Self.clamp(state.reportCursor + offset, count: reportRowCount)
            guard target != state.reportCursor else { return }
            update { $0.reportCursor = target }
        case .loading, .live:
            return
        }
    }

    // MARK: Pre-match

    public func cycleRole() {
        guard state.phase == .preMatch, let player = state.selectedPlayer, let lineUp = state.lineUp else { return }
        let current = lineUp.role(of: player.id)
        let next = player.condition.isAvailable ? current.next : .none
        guard next != current else { return }
        editLineUp(lineUp.assigning(next, to: player.id))
    }

    public func nextFormation() {
        guard state.phase == .preMatch, let formation = state.lineUp?.formation else { return }
        let all = Formation.allCases
        let next = all[(all.firstIndex(of: formation).map { $0 + 1 } ?? 0) % all.count]
        chosenFormation = next
        editLineUp(LineUpPicker.pick(from: state.squad, formation: next))
    }

    public func autoPick() {
        guard state.phase == .preMatch, let formation = state.lineUp?.formation else { return }
        editLineUp(LineUpPicker.pick(from: state.squad, formation: formation))
    }

    public func kickOff() async {
        guard state.phase == .preMatch, let preview = state.preview else { return }
        let lineUp = state.lineUp
        if preview.userMatch != nil {
            guard let lineUp else { return }
            if let violation = LineUpRule.validate(lineUp, squad: state.squad) {
                update { $0.violation = violation }
                return
            }
        }
        do {
            let played = try await dataManager.playMatchDay(careerId: careerId, matchDay: preview.matchDay,
                                                            lineUp: lineUp)
            update { state in
                state.errorMessage = nil
                state.played = played
                if let report = played.userMatch, preview.userMatch != nil {
                    state.clock = MatchClock(events: report.events)
                    state.phase = .live
                } else {
                    Self.enterReport(&state)
                }
            }
            delegate?.matchDayDidPlay(summary: played.summary)
        } catch {
            update { $0.errorMessage = "Could not play the match day: \(error.message)" }
        }
    }

    // MARK: Live

    public func tick() -> Bool { changeClock { $0.tick() } }

    public func changeSpeed(by offset: Int) { _ = changeClock { $0.changeSpeed(by: offset) } }

    public func togglePause() { _ = changeClock { $0.togglePause() } }

    public func skipToFullTime() { _ = changeClock { $0.skipToEnd() } }

    public func stepToNextEvent() { _ = changeClock { $0.step() } }

    public func showReport() {
        guard state.phase == .live, state.clock?.isFinished == true else { return }
        update { Self.enterReport(&$0) }
    }

    // MARK: Post-match

    public func switchReportPanel() {
        guard state.phase == .postMatch, state.played?.userMatch != nil else { return }
        update { state in
            state.reportPanel = state.reportPanel == .ratings ? .results : .ratings
            state.reportCursor = 0
        }
    }

    public func openSelectedPlayer() {
        guard state.phase == .postMatch, state.reportPanel == .ratings else { return }
        let rows = ratingRows
        guard rows.indices.contains(state.reportCursor) else { return }
        delegate?.matchDayInteractorDidSelectPlayer(playerId: rows[state.reportCursor].playerId)
    }

    public func continueToNextMatchDay() async {
        guard state.phase == .postMatch else { return }
        update { $0 = MatchDayScreenState() }
        await load()
    }

    // MARK: Helpers

    private var ratingRows: [PlayerPerformance] {
        guard let report = state.played?.userMatch else { return [] }
        return ReportRows.ratings(in: report, position: SquadDirectory(state.preview?.userMatch).position)
    }

    private var reportRowCount: Int {
        switch state.reportPanel {
        case .ratings: ratingRows.count
        case .results: state.played.map { ReportRows.otherResults(of: $0, preview: state.preview).count } ?? 0
        }
    }

    /// The report opens on the ratings, or on the results when the user's club did not play.
    private static func enterReport(_ state: inout MatchDayScreenState) {
        state.phase = .postMatch
        state.reportPanel = state.played?.userMatch == nil ? .results : .ratings
        state.reportCursor = 0
    }

    private func editLineUp(_ lineUp: LineUp) {
        update { state in
            state.lineUp = lineUp
            state.violation = nil
        }
    }

    /// Applies `change` to the live clock and stores it when it moved (a tick held at half time
    /// changes the clock without changing what is on show).
    private func changeClock(_ change: (inout MatchClock) -> Bool) -> Bool {
        guard state.phase == .live, var clock = state.clock else { return false }
        let changed = change(&clock)
        if clock != state.clock { update { $0.clock = clock } }
        return changed
    }

    private static func clamp(_ index: Int, count: Int) -> Int { min(max(0, index), max(0, count - 1)) }

    /// The end of the season is news, not a failure: its message stands on its own.
    private static func loadFailure(_ error: DataError) -> String {
        switch error {
        case .seasonOver(let season): "The \(season) season is over: every match is played."
        default: "Could not load the match day: \(error.message)"
        }
    }

    private func update(_ change: (inout MatchDayScreenState) -> Void) {
        change(&state)
        viewModel = viewModelTransform.transform(state)
    }
}
