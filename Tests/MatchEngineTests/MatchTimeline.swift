import GameModels
import MatchEngine

/// Replays a report's events in order and checks them against the laws of the game as the engine
/// plays them, collecting every problem found (none means the report is consistent).
struct MatchTimeline {
    private(set) var problems: [String] = []
    private var onPitch: Set<String>
    private var everPlayed: Set<String>
    private var sentOff: Set<String> = []
    private var substitutions: [String: Int] = [:]
    /// A player just injured may still be named as the one coming off.
    private var injuredNow: String?
    private let bench: Set<String>
    private let teamOf: [String: String]

    init(home: MatchSide, away: MatchSide) {
        onPitch = Set(home.lineUp.starters + away.lineUp.starters)
        everPlayed = onPitch
        bench = Set(home.lineUp.bench + away.lineUp.bench)
        var teamOf: [String: String] = [:]
        for side in [home, away] {
            for id in side.lineUp.starters + side.lineUp.bench { teamOf[id] = side.teamId }
        }
        self.teamOf = teamOf
    }

    /// Every player an event names must be on the pitch at that moment, and a substitute must come from
    /// the bench, never twice, at most three per side.
    static func problems(in report: MatchReport, home: MatchSide, away: MatchSide) -> [String] {
        var timeline = MatchTimeline(home: home, away: away)
        for event in report.events { timeline.apply(event) }
        return timeline.problems
    }

    private mutating func apply(_ event: MatchEvent) {
        let context = "\(event.minute)' \(event.kind)"
        checkTeams(of: event, context: context)
        let involved = event.kind == .substitution ? [] : [event.playerId, event.otherPlayerId].compactMap { $0 }
        for id in involved {
            if sentOff.contains(id) { problems.append("\(context): sent-off player \(id) takes part") }
            if !onPitch.contains(id) { problems.append("\(context): \(id) is not on the pitch") }
        }
        if event.kind != .substitution { injuredNow = nil }
        switch event.kind {
        case .redCard:
            if let id = event.playerId {
                sentOff.insert(id)
                onPitch.remove(id)
            }
        case .injury:
            if let id = event.playerId {
                onPitch.remove(id)
                injuredNow = id
            }
        case .substitution:
            substitute(event, context: context)
        default:
            break
        }
    }

    private mutating func substitute(_ event: MatchEvent, context: String) {
        guard let off = event.playerId, let on = event.otherPlayerId, let team = event.teamId else {
            problems.append("\(context): substitution without both players")
            return
        }
        if !onPitch.contains(off) && off != injuredNow { problems.append("\(context): \(off) is not on the pitch") }
        if !bench.contains(on) { problems.append("\(context): \(on) was not on the bench") }
        if everPlayed.contains(on) { problems.append("\(context): \(on) had already played") }
        substitutions[team, default: 0] += 1
        if substitutions[team, default: 0] > 3 { problems.append("\(context): more than three substitutions") }
        onPitch.remove(off)
        onPitch.insert(on)
        everPlayed.insert(on)
        injuredNow = nil
    }

    /// The main player plays for the event's team; the second one too for goals, substitutions and chances
    /// (the team-mate who set it up), and for the other team in fouls (the fouled player) and saves and
    /// blocks (the shooter).
    private mutating func checkTeams(of event: MatchEvent, context: String) {
        guard let team = event.teamId else { return }
        if let id = event.playerId, teamOf[id] != team {
            problems.append("\(context): \(id) does not play for \(team)")
        }
        if let other = event.otherPlayerId {
            let sameTeam = event.kind == .goal || event.kind == .substitution || event.kind == .chance
            if (teamOf[other] == team) != sameTeam { problems.append("\(context): \(other) is on the wrong side") }
        }
    }
}
