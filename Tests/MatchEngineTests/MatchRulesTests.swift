import GameModels
import MatchEngine
import Testing

@Suite("What happens on the pitch")
struct MatchRulesTests {
    /// Shared by the tests below: played once.
    static let matches: [(report: MatchReport, home: MatchSide, away: MatchSide)] =
        GeneratedSides.fixtures(count: 400).enumerated().map { index, fixture in
            let seed = UInt64(index) &* 31 &+ 7
            return (MatchEngine().playFast(matchId: "m", home: fixture.home, away: fixture.away, seed: seed),
                    fixture.home, fixture.away)
        }

    @Test("sent-off players take no further part; substitutes come from the bench, three at most per side")
    func lawsOfTheGame() {
        var redCards = 0
        var substitutions = 0
        for match in Self.matches {
            #expect(MatchTimeline.problems(in: match.report, home: match.home, away: match.away) == [])
            redCards += match.report.events.filter { $0.kind == .redCard }.count
            substitutions += match.report.events.filter { $0.kind == .substitution }.count
        }
        // Enough of both to make the checks above mean something.
        #expect(redCards > 20)
        #expect(substitutions > 4 * Self.matches.count)
    }

    @Test("tactical substitutions come between the 55th and 85th minute")
    func substitutionTiming() {
        for match in Self.matches {
            let events = match.report.events
            for (index, event) in events.enumerated() where event.kind == .substitution {
                let forced = index > 0 && events[index - 1].minute == event.minute
                    && (events[index - 1].kind == .injury || events[index - 1].kind == .redCard)
                #expect(forced || (55...85).contains(event.minute))
            }
        }
    }

    @Test("performances agree with the events and the score")
    func performancesMatchEvents() {
        for match in Self.matches {
            #expect(PerformanceCheck.problems(in: match.report, home: match.home, away: match.away) == [])
        }
    }

    @Test("cards, injuries and substitutions come at real-world rates")
    func eventRates() {
        var counts: [MatchEvent.Kind: Int] = [:]
        var goals = 0
        var assisted = 0
        for match in Self.matches {
            for event in match.report.events { counts[event.kind, default: 0] += 1 }
            goals += match.report.homeGoals + match.report.awayGoals
            assisted += match.report.events.filter { $0.kind == .goal && $0.otherPlayerId != nil }.count
        }
        let perMatch = { (kind: MatchEvent.Kind) in Double(counts[kind, default: 0]) / Double(Self.matches.count) }
        #expect((2.5...4.5).contains(perMatch(.yellowCard)))
        #expect((0.05...0.3).contains(perMatch(.redCard)))
        #expect((0.05...0.4).contains(perMatch(.injury)))
        #expect((4.0...6.0).contains(perMatch(.substitution)))
        #expect((0.65...0.85).contains(Double(assisted) / Double(goals)))
    }

    @Test("forwards score most, then midfielders, then defenders; keepers hardly ever")
    func scorersByPosition() {
        var byPosition: [Position: Int] = [:]
        for match in Self.matches {
            let squads = match.home.squad + match.away.squad
            let positions = Dictionary(uniqueKeysWithValues: squads.map { ($0.id, $0.position) })
            for event in match.report.events where event.kind == .goal {
                if let id = event.playerId, let position = positions[id] { byPosition[position, default: 0] += 1 }
            }
        }
        let goals = byPosition.values.reduce(0, +)
        #expect(byPosition[.forward, default: 0] > byPosition[.midfielder, default: 0])
        #expect(byPosition[.midfielder, default: 0] > byPosition[.defender, default: 0])
        #expect(byPosition[.defender, default: 0] > goals / 20)
        #expect(byPosition[.goalkeeper, default: 0] < goals / 100 + 1)
    }
}
