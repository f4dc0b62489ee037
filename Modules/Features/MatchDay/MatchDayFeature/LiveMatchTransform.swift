import DataManaging
import GameModels

/// The live part of `MatchDayViewModelTransform`: the scoreboard and the commentary revealed so far.
enum LiveMatchTransform {
    static func live(_ report: MatchReport, match: MatchDayPreview.UserMatch, clock: MatchClock,
                     matchDay: Int) -> LiveMatchViewModel {
        let directory = SquadDirectory(match)
        let revealed = report.events.prefix(clock.revealedCount)
        let goals = revealed.filter { $0.kind == .goal }
        let homeGoals = goals.filter { $0.teamId == report.homeTeamId }.count
        let awayGoals = goals.filter { $0.teamId == report.awayTeamId }.count
        let home = match.side(report.homeTeamId), away = match.side(report.awayTeamId)
        let names = (home?.clubName ?? report.homeTeamId, away?.clubName ?? report.awayTeamId)
        let shortNames = (home?.shortName ?? report.homeTeamId, away?.shortName ?? report.awayTeamId)
        return LiveMatchViewModel(
            fixture: "\(names.0) v \(names.1) · Match day \(matchDay)",
            scoreLine: "\(shortNames.0) \(MatchDayText.score(homeGoals, awayGoals)) \(shortNames.1)",
            clock: clock.isFinished ? "FT" : (clock.isHalfTime ? "HT" : MatchDayText.minute(clock.minute)),
            speed: "\(clock.speed)×",
            isPaused: clock.isPaused, isRunning: clock.isRunning, isFinished: clock.isFinished,
            commentary: revealed.compactMap { line($0, directory: directory) })
    }

    private static func line(_ event: MatchEvent, directory: SquadDirectory) -> LiveMatchViewModel.CommentaryLine? {
        let text = event.commentary.isEmpty ? fallback(event, directory: directory) : event.commentary
        guard let text else { return nil }
        return LiveMatchViewModel.CommentaryLine(minute: MatchDayText.minute(event.minute), text: text,
                                                 emphasis: emphasis(event.kind))
    }

    /// Words for an event stored without commentary (the fast path keeps only the events that change
    /// the record); the rest of such events are left out.
    private static func fallback(_ event: MatchEvent, directory: SquadDirectory) -> String? {
        let player = event.playerId.map(directory.fullName) ?? "someone"
        switch event.kind {
        case .kickOff: return "Kick-off."
        case .halfTime: return "Half time."
        case .fullTime: return "Full time."
        case .goal: return "Goal! \(player)."
        case .yellowCard: return "Yellow card for \(player)."
        case .redCard: return "Red card for \(player)."
        case .injury: return "\(player) is injured."
        case .substitution: return "\(event.otherPlayerId.map(directory.fullName) ?? "A substitute") on for \(player)."
        case .possession, .chance, .shot, .save, .miss, .foul, .whimsy: return nil
        }
    }

    private static func emphasis(_ kind: MatchEvent.Kind) -> LiveMatchViewModel.CommentaryLine.Emphasis {
        switch kind {
        case .goal: .goal
        case .yellowCard: .booking
        case .redCard: .sendingOff
        case .kickOff, .halfTime, .fullTime: .whistle
        case .possession, .chance, .shot, .save, .miss, .foul, .injury, .substitution, .whimsy: .normal
        }
    }
}
