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
        // A shootout's kicks come only in cup ties (KnockoutTests).
        #expect(narratedKinds == Set(MatchEvent.Kind.allCases).subtracting([.penalty]))
    }

    @Test("the bank holds at least 420 distinct lines, every kind some variety, no line listed twice")
    func bankVariety() {
        let templates = CommentaryBank.all.flatMap { $0.map(\.template) }
        #expect(templates.count >= 420)
        #expect(Set(templates).count == templates.count)
        for kind in CommentaryKind.allCases {
            #expect(CommentaryBank.all[kind.rawValue].count >= 10, "\(kind)")
        }
    }

    /// A line said at any minute, by either side, in any month, must not assume the time, the weather or which
    /// end of the ground a player's fans stand in.
    @Test("lines said at any moment assume no time of the match, no weather and no end of the ground")
    func anyMomentLinesAssumeNothing() {
        let anyMoment: [CommentaryKind] = [.possession, .chance, .shot, .save, .block, .miss, .foul, .corner, .offside,
                                           .goal, .soloGoal, .yellowCard, .secondYellow, .redCard, .injury, .substitution, .whimsy]
        let assumptions = ["half-time", "half time", "the interval", "away end", "home end", "snow", "frost",
                           "freezing", "warmth"]
        for kind in anyMoment {
            for line in CommentaryBank.all[kind.rawValue] {
                let text = line.template.lowercased()
                #expect(!assumptions.contains { text.contains($0) }, "\(kind): \(line.template)")
            }
        }
    }

    @Test("a bag deals each line at most once, only lines that fit, and all of them in the end")
    func lineBagDealsOnce() {
        var rng = SeededRandomNumberGenerator(seed: 9)
        var bag = LineBag(count: 40, using: &rng)
        let even = (0..<20).compactMap { _ in bag.draw { $0.isMultiple(of: 2) } }
        #expect(even.count == 20 && Set(even).count == 20 && even.allSatisfy { $0.isMultiple(of: 2) })
        #expect(bag.draw { $0.isMultiple(of: 2) } == nil)
        #expect(!bag.contains { $0.isMultiple(of: 2) } && bag.contains { $0 == 39 })
        let rest = (0..<20).compactMap { _ in bag.draw { _ in true } }
        #expect(Set(even + rest) == Set(0..<40))
        #expect(bag.draw { _ in true } == nil)
        var other = SeededRandomNumberGenerator(seed: 10)
        var shuffled = LineBag(count: 40, using: &other)
        #expect((0..<40).compactMap { _ in shuffled.draw { _ in true } } != Array(0..<40))
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
