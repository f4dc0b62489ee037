import DataManaging
import GameModels
import MatchEngine

/// The live match while it is paused: the management panel's selection and the changes the user makes
/// through it. Every change is made at the clock's minute and the match the data layer returns replaces
/// the old one under the same clock.
extension MatchDayInteractor {
    public func choosePlayer() async {
        guard let situation = pausedSituation else { return }
        let rows = ManagementRows.rows(in: situation)
        guard rows.indices.contains(state.management.cursor) else { return }
        let row = rows[state.management.cursor]
        if row.kind == .bench, let off = state.management.offPlayerId {
            await send(.substitution(off: off, on: row.playerId))
        } else if row.kind.isLeaving {
            // The substitutes follow the players leaving: the cursor moves on to the first of them who plays
            // the leaving player's position (a like-for-like change), else to the first of them.
            let position = { (id: String) in self.state.squad.first { $0.id == id }?.position }
            let substitutes = rows.indices.filter { rows[$0].kind == .bench }
            let target = substitutes.first { position(rows[$0].playerId) == position(row.playerId) }
                ?? substitutes.first ?? state.management.cursor
            update { state in
                state.notice = nil
                state.management = ManagementSelection(cursor: target, offPlayerId: row.playerId)
            }
        }
    }

    public func cancelPick() {
        guard state.phase == .live, state.management.offPlayerId != nil else { return }
        update { $0.management.offPlayerId = nil }
    }

    public func changeLiveFormation() async {
        guard let situation = pausedSituation else { return }
        await send(.formation(situation.formation.following))
    }

    public func changeInstruction() async {
        guard let situation = pausedSituation else { return }
        await send(.instruction(situation.instruction.next))
    }

    public func acceptSuggestion() async {
        guard let suggestion = pausedSituation?.suggestion else { return }
        await send(suggestion.change.kind)
    }

    /// The user's side now, while the match is paused for him to manage it.
    private var pausedSituation: MatchSituation? {
        guard state.phase == .live, state.clock?.isPaused == true else { return nil }
        return state.situation
    }

    func moveManagementCursor(by offset: Int) {
        guard let situation = pausedSituation else { return }
        let target = Self.clamp(state.management.cursor + offset, count: ManagementRows.rows(in: situation).count)
        guard target != state.management.cursor else { return }
        update { $0.management.cursor = target }
    }

    /// Puts the panel's selection on `playerId` (an injured player's empty place).
    func pointManagement(at playerId: String) {
        guard let situation = state.situation,
              let row = ManagementRows.rows(in: situation).firstIndex(where: { $0.playerId == playerId }) else {
            return
        }
        update { $0.management = ManagementSelection(cursor: row) }
    }

    /// Makes `kind` at the clock's minute; a refusal becomes the notice. Returns whether it was made.
    @discardableResult
    func send(_ kind: MatchChange.Kind) async -> Bool {
        guard state.phase == .live, let minute = state.clock?.minute else { return false }
        do {
            let live = try await liveData.makeLiveChange(careerId: careerId, MatchChange(minute: minute, kind: kind))
            update { state in
                state.notice = nil
                state.live = live
                if let clock = state.clock {
                    state.clock = ReplayClock(events: live.match.report.events, continuing: clock)
                }
                let rows = state.situation.map { ManagementRows.rows(in: $0).count } ?? 0
                state.management = ManagementSelection(cursor: Self.clamp(state.management.cursor, count: rows))
            }
            return true
        } catch {
            update { state in
                state.notice = error.message
                state.management.offPlayerId = nil
            }
            return false
        }
    }

    /// Stores the minute reached; a failure is one line, and the match goes on.
    func record(minute: Int) async {
        do {
            try await liveData.recordLiveMinute(careerId: careerId, minute: minute)
        } catch {
            update { $0.errorMessage = "Could not save the minute reached: \(error.message)" }
        }
    }

    /// The first of the user's players injured among the events `revealed` just now, while he (not the
    /// assistant) manages the side.
    static func userInjury(in live: LiveMatch, revealed: Range<Int>) -> String? {
        guard !revealed.isEmpty, !live.match.changes.contains(where: { $0.kind == .assistantTakesOver }) else {
            return nil
        }
        let teamId = live.userMatch.user.teamId
        return live.match.report.events[revealed].first { $0.kind == .injury && $0.teamId == teamId }?.playerId
    }
}
