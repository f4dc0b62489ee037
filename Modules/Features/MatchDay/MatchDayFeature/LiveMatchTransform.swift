import DataManaging
import GameModels
import MatchEngine

/// The live part of `MatchDayViewModelTransform`: the scoreboard, the user's tactics, the commentary
/// revealed so far, the latest scores elsewhere and, while paused, the management panel.
enum LiveMatchTransform {
    static func live(_ live: LiveMatch, clock: ReplayClock, selection: ManagementSelection, notice: String?,
                     showsStats: Bool) -> LiveMatchViewModel {
        let report = live.match.report, match = live.userMatch
        let directory = SquadDirectory(match)
        let situation = live.match.situation(afterMinute: clock.minute)
        let revealed = report.events.prefix(clock.revealedCount)
        let goals = revealed.filter { $0.kind == .goal }
        let homeGoals = goals.filter { $0.teamId == report.homeTeamId }.count
        let awayGoals = goals.filter { $0.teamId == report.awayTeamId }.count
        let home = match.side(report.homeTeamId), away = match.side(report.awayTeamId)
        let names = (home?.clubName ?? report.homeTeamId, away?.clubName ?? report.awayTeamId)
        let shortNames = (home?.shortName ?? report.homeTeamId, away?.shortName ?? report.awayTeamId)
        let kicks = report.shootout.map { Array($0.kicks.prefix(revealed.count { $0.kind == .penalty })) } ?? []
        let scored = { (home: Bool) in
            kicks.count { ($0.teamId == report.homeTeamId) == home && $0.outcome == .scored }
        }
        let pens = kicks.isEmpty ? "" : " (pens \(MatchDayText.score(scored(true), scored(false))))"
        return LiveMatchViewModel(
            fixture: "\(names.0) v \(names.1) · \(MatchDayText.day(live.matchDay, match: match))",
            tactics: "\(shape(of: situation)) · \(situation.instruction.label)",
            scoreLine: "\(shortNames.0) \(MatchDayText.score(homeGoals, awayGoals)) \(shortNames.1)" + pens,
            clock: clockLabel(clock, report: report),
            speed: "\(clock.speed)×",
            isPaused: clock.isPaused, isRunning: clock.isRunning, isFinished: clock.isFinished,
            commentary: revealed.compactMap { line($0, extraTime: report.extraTime) },
            latestScores: live.latestScores.map { LatestScoresTransform.row($0, minute: clock.minute) },
            management: clock.isPaused
                ? ManagementPanelTransform.panel(situation, selection: selection, directory: directory) : nil,
            notice: notice, stats: showsStats ? MatchStatsTransform.lines(situation.stats) : nil)
    }

    /// The formation, or the shape the players left on the pitch make when a red card or an injury without a
    /// change has broken it: "4-4-1 (10 men)".
    static func shape(of situation: MatchSituation) -> String {
        let count = { (line: Position) in situation.onPitch.count { $0.line == line } }
        let lines = [count(.defender), count(.midfielder), count(.forward)]
        let planned = situation.formation.lines
        guard situation.onPitch.count < LineUp.startersCount
            || lines != [planned.defenders, planned.midfielders, planned.forwards] else {
            return situation.formation.rawValue
        }
        let men = situation.onPitch.count
        return lines.map(String.init).joined(separator: "-") + (men < LineUp.startersCount ? " (\(men) men)" : "")
    }

    /// "FT" ("AET" after extra time), "HT", "Pens" while the shootout is on, else the minute.
    private static func clockLabel(_ clock: ReplayClock, report: MatchReport) -> String {
        if clock.isFinished { return report.extraTime ? "AET" : "FT" }
        if clock.isShootout { return "Pens" }
        return clock.isHalfTime ? "HT" : MatchDayText.minute(clock.minute, extraTime: report.extraTime)
    }

    /// Every event of the user's match is narrated; one without words would be a silent moment.
    private static func line(_ event: MatchEvent, extraTime: Bool) -> LiveMatchViewModel.CommentaryLine? {
        guard !event.commentary.isEmpty else { return nil }
        return LiveMatchViewModel.CommentaryLine(minute: MatchDayText.minute(event.minute, extraTime: extraTime),
                                                 text: event.commentary,
                                                 emphasis: emphasis(event.kind))
    }

    private static func emphasis(_ kind: MatchEvent.Kind) -> LiveMatchViewModel.CommentaryLine.Emphasis {
        switch kind {
        case .goal: .goal
        case .yellowCard: .booking
        case .redCard: .sendingOff
        case .kickOff, .halfTime, .fullTime: .whistle
        case .penalty: .goal
        case .possession, .chance, .shot, .save, .miss, .foul, .injury, .substitution, .whimsy, .corner,
             .offside: .normal
        }
    }
}
