import DataManaging
import GameModels
import MatchEngine
import Observation

/// Runs one match day from line-up to report: loads the next day (or the user's match in progress),
/// edits the user's line-up, kicks his match off, plays it against a clock that he can pause to manage
/// his side, then finishes the day and shows the report until the user moves on to the next day.
@MainActor
@Observable
public final class MatchDayInteractor: MatchDayInteractorProtocol {
    @ObservationIgnored public weak var delegate: (any MatchDayInteractorDelegate)?
    public private(set) var state: MatchDayScreenState
    public private(set) var viewModel: MatchDayViewModel

    @ObservationIgnored let careerId: String
    @ObservationIgnored private let dataManager: any MatchDayDataManaging
    @ObservationIgnored let liveData: any LiveMatchDataManaging
    @ObservationIgnored private let careerData: any CareerDataManaging
    @ObservationIgnored private let viewModelTransform: any MatchDayViewModelTransformProtocol

    public init(careerId: String, dataManager: any MatchDayDataManaging, liveData: any LiveMatchDataManaging,
                careerData: any CareerDataManaging, viewModelTransform: any MatchDayViewModelTransformProtocol) {
        self.careerId = careerId
        self.dataManager = dataManager
        self.liveData = liveData
        self.careerData = careerData
        self.viewModelTransform = viewModelTransform
        let state = MatchDayScreenState()
        self.state = state
        self.viewModel = viewModelTransform.transform(state)
    }

    // MARK: Loading and leaving

    /// Loads the day on the first appearance; before kick-off every later appearance reads the squad again
    /// (a player released, sold or signed in another tab), keeping the user's edits as far as it allows.
    public func load() async {
        if state.phase == .preMatch { return await refreshPreMatch() }
        guard state.phase == .loading else { return }
        let dayNotice = state.dayNotice
        update { $0.isLoading = true }
        do {
            if let live = try await liveData.liveMatch(careerId: careerId) {
                update { state in
                    state = MatchDayScreenState(phase: .live, isLoading: false, preview: live.preview)
                    state.live = live
                    state.clock = ReplayClock(events: live.match.report.events, minute: live.minute)
                }
                return
            }
            let preview = try await dataManager.nextMatchDay(careerId: careerId)
            // Without a match of his own the preview does not name the user's club; the career does.
            let career = preview.userMatch == nil ? try await careerData.careerSummary(careerId: careerId) : nil
            let squad = preview.userMatch?.user.squad ?? []
            update { state in
                state = MatchDayScreenState(phase: .preMatch, isLoading: false, preview: preview, career: career,
                                            lineUp: preview.userMatch?.user.suggestedLineUp,
                                            selectedIndex: squad.isEmpty ? nil : 0)
                state.instruction = preview.userMatch?.instruction ?? .hold
                state.dayNotice = dayNotice
            }
        } catch {
            update { state in
                state.isLoading = false
                state.errorMessage = Self.loadFailure(error)
                if case .seasonOver = error { state.seasonOver = true }
            }
        }
    }

    /// The same day again with the squad as it is now: the line-up keeps every player still in it and
    /// available (`LineUpRepair`), the selection stays on the same player, the instruction stays; a different
    /// day (played elsewhere) starts afresh.
    private func refreshPreMatch() async {
        guard let before = state.preview else { return }
        let preview: MatchDayPreview
        do {
            preview = try await dataManager.nextMatchDay(careerId: careerId)
        } catch {
            update { $0 = MatchDayScreenState() }
            return await load()
        }
        guard preview.matchDay == before.matchDay, preview.userMatch?.matchId == before.userMatch?.matchId else {
            update { $0 = MatchDayScreenState() }
            return await load()
        }
        guard preview != before else { return }
        let selectedId = state.selectedPlayer?.id
        update { state in
            state.preview = preview
            let squad = state.squad
            state.lineUp = state.lineUp.map { LineUpRepair.repaired($0, squad: squad) }
                ?? preview.userMatch?.user.suggestedLineUp
            state.selectedIndex = squad.isEmpty ? nil
                : squad.firstIndex { $0.id == selectedId } ?? Self.clamp(state.selectedIndex ?? 0, count: squad.count)
            state.violation = nil
            state.formationSwitch = nil
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
        case .live:
            moveManagementCursor(by: offset)
        case .loading:
            return
        }
    }

    // MARK: Pre-match

    public func cycleRole() {
        guard state.phase == .preMatch, let player = state.selectedPlayer, let lineUp = state.lineUp else { return }
        let current = lineUp.role(of: player.id)
        let next = player.condition.isAvailable ? current.next : .none
        guard next != current else { return }
        editLineUp(lineUp.assigning(next, to: player.id).followingItsEleven(in: state.squad))
    }

    public func nextFormation() {
        guard state.phase == .preMatch, let lineUp = state.lineUp else { return }
        let formation = lineUp.formation.following
        let picked = LineUpPicker.pick(from: state.squad, formation: formation, keeping: lineUp.starters)
        let newcomers = picked.starters.filter { !lineUp.starters.contains($0) }
        let change = FormationSwitch(formation: formation, kept: picked.starters.count - newcomers.count,
                                     newcomers: newcomers)
        editLineUp(picked)
        update { $0.formationSwitch = change }
    }

    public func nextInstruction() {
        guard state.phase == .preMatch, state.lineUp != nil else { return }
        update { $0.instruction = $0.instruction.next }
    }

    public func autoPick() {
        guard state.phase == .preMatch, let formation = state.lineUp?.formation else { return }
        editLineUp(LineUpPicker.pick(from: state.squad, formation: formation))
    }

    /// On a day the user plays, kicks his match off; on any other day plays the day at once.
    public func kickOff() async {
        guard state.phase == .preMatch, let preview = state.preview else { return }
        guard preview.userMatch != nil else { return await playWithoutUser(preview) }
        guard let lineUp = state.lineUp else { return }
        if let violation = LineUpRule.validate(lineUp, squad: state.squad) {
            update { $0.violation = violation }
            return
        }
        do {
            let live = try await liveData.startLiveMatch(careerId: careerId, matchDay: preview.matchDay,
                                                         lineUp: lineUp, instruction: state.instruction)
            update { state in
                state.errorMessage = nil
                state.phase = .live
                state.live = live
                state.clock = ReplayClock(events: live.match.report.events, minute: live.minute)
            }
        } catch {
            update { $0.errorMessage = "Could not kick off: \(error.message)" }
        }
    }

    // MARK: Live

    public func tick() async -> Bool { await moveClock { $0.tick() } }

    public func changeSpeed(by offset: Int) { _ = changeClock { $0.changeSpeed(by: offset) } }

    /// Resuming drops a half-made pick and the last refusal.
    public func togglePause() {
        guard changeClock({ $0.togglePause() }), state.clock?.isPaused == false else { return }
        update { state in
            state.management.offPlayerId = nil
            state.notice = nil
        }
    }

    public func toggleStats() {
        guard state.phase == .live else { return }
        update { $0.showsStats.toggle() }
    }

    public func stepToNextEvent() async { _ = await moveClock { $0.step() } }

    /// The assistant takes over at the minute reached (unless he already has), then the clock runs out.
    public func skipToFullTime() async {
        guard state.phase == .live, let clock = state.clock, let live = state.live, !clock.isFinished else { return }
        if clock.minute <= live.match.lastChangeMinute, state.situation?.assistantInCharge == false {
            guard await send(.assistantTakesOver) else { return }
        }
        _ = await moveClock { $0.skipToEnd() }
    }

    /// At full time: the rest of the day is played and stored, the report opens, and only now does the
    /// rest of the game hear of the day.
    public func showReport() async {
        guard state.phase == .live, state.clock?.isFinished == true else { return }
        await finishDay(failure: "Could not finish the match day") { () async throws(DataError) in
            try await liveData.finishLiveMatch(careerId: careerId)
        }
    }

    // MARK: Post-match

    public func switchReportPanel(by offset: Int) {
        guard state.phase == .postMatch, state.played?.userMatch != nil else { return }
        let panels = PostMatchPanel.allCases.filter { $0 != .stats || state.played?.userMatch?.stats != nil }
        let next = ((panels.firstIndex(of: state.reportPanel) ?? 0) + offset % panels.count + panels.count)
            % panels.count
        update { state in
            state.reportPanel = panels[next]
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
        case .stats: 0
        case .results: state.played.map { ReportRows.otherResults(of: $0, preview: state.preview).count } ?? 0
        }
    }

    /// The report opens on the ratings, or on the results when the user's club did not play.
    static func enterReport(_ state: inout MatchDayScreenState) {
        state.phase = .postMatch
        state.reportPanel = state.played?.userMatch == nil ? .results : .ratings
        state.reportCursor = 0
    }

    private func editLineUp(_ lineUp: LineUp) {
        update { state in
            state.lineUp = lineUp
            state.violation = nil
            state.formationSwitch = nil
        }
    }

    /// A day without the user's match is played and stored at once, and the next day shown with a line saying so:
    /// one key a day where it took Enter and then `c` (issue #42); its results are the League tab's.
    private func playWithoutUser(_ preview: MatchDayPreview) async {
        let played: PlayedMatchDay
        do {
            played = try await dataManager.playMatchDay(careerId: careerId, matchDay: preview.matchDay, lineUp: nil)
        } catch {
            update { $0.errorMessage = "Could not play the match day: \(error.message)" }
            return
        }
        delegate?.matchDayDidPlay(summary: played.summary)
        await moveOn(saying: MatchDayText.playedWithoutUser(played.matchDay))
    }

    /// Before a match day: the assistant plays on — the user's matches too — until something needs the user (a bid,
    /// an offer, the board's verdict, an injury, the season's end), and the day after shows with what it was.
    public func playUntilNews() async {
        guard state.phase == .preMatch else { return }
        let result: AdvanceResult
        do {
            result = try await dataManager.advance(careerId: careerId, .untilNews)
        } catch {
            update { $0.errorMessage = "Could not play on: \(error.message)" }
            return
        }
        delegate?.matchDayDidPlay(summary: result.summary)
        await moveOn(saying: MatchDayText.playedUntilNews(result))
    }

    /// The next day (or the season's end) afresh, under `notice`.
    private func moveOn(saying notice: String) async {
        update { state in
            state = MatchDayScreenState()
            state.dayNotice = notice
        }
        await load()
    }

    /// Opens the report of the day `play` stores and only then tells the hub; a failure is one line.
    private func finishDay(failure: String, _ play: () async throws(DataError) -> PlayedMatchDay) async {
        do {
            let played = try await play()
            update { state in
                state.errorMessage = nil
                state.played = played
                state.live = nil
                state.clock = nil
                Self.enterReport(&state)
            }
            delegate?.matchDayDidPlay(summary: played.summary)
        } catch {
            update { $0.errorMessage = "\(failure): \(error.message)" }
        }
    }

    /// Applies `change` to the live clock and stores it when it moved (a tick held at half time
    /// changes the clock without changing what is on show).
    func changeClock(_ change: (inout ReplayClock) -> Bool) -> Bool {
        guard state.phase == .live, var clock = state.clock else { return false }
        let changed = change(&clock)
        if clock != state.clock { update { $0.clock = clock } }
        return changed
    }

    /// `changeClock` for moves that run the match on: an injury to one of the user's players pauses it
    /// with the panel on his empty place, and a new minute is stored so a restart resumes there.
    private func moveClock(_ move: (inout ReplayClock) -> Bool) async -> Bool {
        guard state.phase == .live, var clock = state.clock, let live = state.live else { return false }
        let before = clock
        let changed = move(&clock)
        let injured = Self.userInjury(in: live, revealed: before.revealedCount..<clock.revealedCount)
        if injured != nil { _ = clock.pause() }
        if clock != before { update { $0.clock = clock } }
        if let injured { pointManagement(at: injured) }
        if clock.minute != before.minute { await record(minute: clock.minute) }
        return changed
    }

    static func clamp(_ index: Int, count: Int) -> Int { min(max(0, index), max(0, count - 1)) }

    /// The end of the season is news, not a failure: its message stands on its own.
    private static func loadFailure(_ error: DataError) -> String {
        switch error {
        case .seasonOver(let season): "The \(season) season is over: every match is played."
        default: "Could not load the match day: \(error.message)"
        }
    }

    func update(_ change: (inout MatchDayScreenState) -> Void) {
        change(&state)
        viewModel = viewModelTransform.transform(state)
    }
}
