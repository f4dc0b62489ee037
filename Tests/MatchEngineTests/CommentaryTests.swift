import GameModels
@testable import MatchEngine
import Testing

@Suite("Live commentary")
struct CommentaryTests {
    let engine = MatchEngine()

    private func liveMatches(_ count: Int) -> [(report: MatchReport, home: MatchSide, away: MatchSide)] {
        GeneratedSides.fixtures(count: count).enumerated().map { index, fixture in
            (engine.playLive(matchId: "m", home: fixture.home, away: fixture.away, seed: UInt64(index) &+ 500),
             fixture.home, fixture.away)
        }
    }

    @Test("every live event carries a filled-in line, in minute order, never the same line twice in a row")
    func everyEventNarrated() {
        for match in liveMatches(150) {
            let events = match.report.events
            #expect(events.allSatisfy { !$0.commentary.isEmpty })
            #expect(events.allSatisfy { !$0.commentary.contains("{") && !$0.commentary.contains("}") })
            #expect(zip(events, events.dropFirst()).allSatisfy { $0.minute <= $1.minute })
            #expect(zip(events, events.dropFirst()).allSatisfy { $0.commentary != $1.commentary })
        }
    }

    @Test("a match opens with kick-off, breaks at half time, restarts and ends at full time")
    func matchFrame() {
        for match in liveMatches(40) {
            let events = match.report.events
            #expect(events.first?.kind == .kickOff)
            #expect(events.last?.kind == .fullTime && events.last?.minute == 90)
            #expect(events.filter { $0.kind == .kickOff }.map(\.minute) == [0, 46])
            #expect(events.filter { $0.kind == .halfTime }.map(\.minute) == [45])
            #expect(events.last?.commentary.contains("\(match.report.homeGoals)-\(match.report.awayGoals)") == true)
        }
    }

    @Test("lines name the players involved and only players then on the pitch")
    func namesFromSquads() {
        var narratedKinds = Set<MatchEvent.Kind>()
        for match in liveMatches(150) {
            #expect(MatchTimeline.problems(in: match.report, home: match.home, away: match.away).isEmpty)
            let people = Dictionary(uniqueKeysWithValues: (match.home.squad + match.away.squad).map { ($0.id, $0) })
            for event in match.report.events {
                narratedKinds.insert(event.kind)
                if let id = event.playerId, let player = people[id] {
                    #expect(event.commentary.contains(player.lastName), "\(event.commentary)")
                }
                if let id = event.otherPlayerId, let player = people[id], event.kind != .save {
                    #expect(event.commentary.contains(player.lastName), "\(event.commentary)")
                }
            }
        }
        #expect(narratedKinds == Set(MatchEvent.Kind.allCases))
    }

    @Test("every kind of line has variety, and no line is listed twice")
    func bankVariety() {
        for kind in CommentaryKind.allCases {
            let lines = CommentaryBank.lines(for: kind)
            #expect(lines.count >= 6, "\(kind)")
            #expect(Set(lines).count == lines.count, "\(kind)")
        }
    }

    @Test("a bag deals every line before repeating and never the same one twice in a row")
    func lineBagNeverRepeats() {
        var rng = SeededRandomNumberGenerator(seed: 9)
        var bag = LineBag(count: 6)
        let draws = (0..<600).map { _ in bag.draw(using: &rng) }
        #expect(zip(draws, draws.dropFirst()).allSatisfy { $0 != $1 })
        for round in stride(from: 0, to: 600, by: 6) {
            #expect(Set(draws[round..<round + 6]) == Set(0..<6))
        }
    }

    @Test("placeholders are filled in, unknown ones left alone, and the actors mentioned reported")
    func rendering() {
        var values = CommentaryValues()
        values.player = "Puddleworth"
        values.home = "Mudford"
        values.away = "Bogton"
        values.score = "2-1"
        values.minute = "45+2"
        let line = values.render("{player} scores in {minute}! {home} {score} {away}. {nonsense}")
        #expect(line.text == "Puddleworth scores in 45+2! Mudford 2-1 Bogton. {nonsense}")
        #expect(line.mentions == .player)
        #expect(values.render("no placeholders").text == "no placeholders")
        #expect(values.render("no placeholders").mentions.isEmpty)
        #expect(values.render("{opponent} foil {other}").mentions == [.team, .other])
    }
}
