import GameModels
import MatchEngine

/// Checks a report's performances against its events: who played and for how long, goals, assists,
/// cards and injuries, and a rating on the 3–10 scale with one decimal. Returns every problem found.
enum PerformanceCheck {
    static func problems(in report: MatchReport, home: MatchSide, away: MatchSide) -> [String] {
        var problems: [String] = []
        let byId = Dictionary(report.performances.map { ($0.playerId, $0) }, uniquingKeysWith: { first, _ in first })
        if byId.count != report.performances.count { problems.append("a player has two performances") }
        let events = report.events
        let cameOn = Dictionary(events.filter { $0.kind == .substitution }.compactMap { event in
            event.otherPlayerId.map { ($0, event.minute) }
        }, uniquingKeysWith: { first, _ in first })
        let departures = events.filter { [.substitution, .redCard, .injury].contains($0.kind) }
        let wentOff = Dictionary(departures.compactMap { event in
            event.playerId.map { ($0, event.minute) }
        }, uniquingKeysWith: { first, _ in first })

        for side in [home, away] {
            let played = side.lineUp.starters + side.lineUp.bench.filter { cameOn[$0] != nil }
            let performers = report.performances.filter { $0.teamId == side.teamId }
            if Set(performers.map(\.playerId)) != Set(played) { problems.append("\(side.teamId): wrong players rated") }
            let goals = side.teamId == report.homeTeamId ? report.homeGoals : report.awayGoals
            if performers.map(\.goals).reduce(0, +) != goals { problems.append("\(side.teamId): goals do not add up") }
            for id in played {
                guard let performance = byId[id] else { continue }
                let count = { (kind: MatchEvent.Kind) in events.filter { $0.kind == kind && $0.playerId == id }.count }
                let assists = events.filter { $0.kind == .goal && $0.otherPlayerId == id }.count
                let start = cameOn[id] ?? 0
                let record = (performance.goals, performance.assists, performance.yellowCards, performance.redCards)
                let events = (count(.goal), assists, count(.yellowCard), count(.redCard))
                if record != events { problems.append("\(id): record \(record) but events say \(events)") }
                let time = (performance.started, performance.minutesPlayed, performance.injured)
                let minutes = max(1, (wentOff[id] ?? 90) - start)
                let timeline = (side.lineUp.starters.contains(id), minutes, count(.injury) > 0)
                if time != timeline { problems.append("\(id): time \(time) but events say \(timeline)") }
                let tenths = performance.rating * 10
                if !(3.0...10.0).contains(performance.rating) || tenths.rounded() != tenths {
                    problems.append("\(id): rating \(performance.rating)")
                }
            }
        }
        return problems
    }
}
