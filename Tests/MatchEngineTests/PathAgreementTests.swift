import GameModels
import MatchEngine
import Testing

@Suite("Determinism and the two paths")
struct PathAgreementTests {
    static let recordKinds: Set<MatchEvent.Kind> = [.goal, .yellowCard, .redCard, .injury, .substitution]
    let engine = MatchEngine()

    @Test("the same seed replays the same match on either path")
    func sameSeedSameReport() {
        for (index, fixture) in GeneratedSides.fixtures(count: 20).enumerated() {
            let seed = UInt64(index) &* 0x9E37_79B9
            let live = engine.playLive(matchId: "m", home: fixture.home, away: fixture.away, seed: seed)
            let fast = engine.playFast(matchId: "m", home: fixture.home, away: fixture.away, seed: seed)
            #expect(live == engine.playLive(matchId: "m", home: fixture.home, away: fixture.away, seed: seed))
            #expect(fast == engine.playFast(matchId: "m", home: fixture.home, away: fixture.away, seed: seed))
        }
    }

    @Test("different seeds give different matches")
    func differentSeedsDiffer() {
        let fixture = GeneratedSides.fixtures(count: 1)[0]
        let reports = (0..<20).map { engine.playFast(matchId: "m", home: fixture.home, away: fixture.away, seed: $0) }
        #expect(Set(reports.map(\.events)).count > 15)
        #expect(Set(reports.map { "\($0.homeGoals)-\($0.awayGoals)" }).count > 3)
    }

    @Test("live and fast agree on the score, scorers, assisters, cards, injuries, substitutions and ratings")
    func pathsAgree() {
        for (index, fixture) in GeneratedSides.fixtures(count: 300).enumerated() {
            let seed = UInt64(index) &* 1_000_003 &+ 17
            let live = engine.playLive(matchId: "m-\(index)", home: fixture.home, away: fixture.away, seed: seed)
            let fast = engine.playFast(matchId: "m-\(index)", home: fixture.home, away: fixture.away, seed: seed)
            let liveRecord = live.events.filter { Self.recordKinds.contains($0.kind) }.map {
                MatchEvent(minute: $0.minute, kind: $0.kind, teamId: $0.teamId, playerId: $0.playerId,
                           otherPlayerId: $0.otherPlayerId)
            }
            #expect(live.homeGoals == fast.homeGoals && live.awayGoals == fast.awayGoals, "seed \(seed)")
            #expect(liveRecord == fast.events, "seed \(seed)")
            #expect(live.performances == fast.performances, "seed \(seed)")
            #expect(live.stats == fast.stats, "seed \(seed)")
            #expect(live.matchId == fast.matchId && live.homeTeamId == fixture.home.teamId
                && live.awayTeamId == fixture.away.teamId)
        }
    }

    @Test("the fast path keeps only record-changing events, in minute order, without commentary")
    func fastEventsAreBare() {
        var kinds = Set<MatchEvent.Kind>()
        for (index, fixture) in GeneratedSides.fixtures(count: 300).enumerated() {
            let report = engine.playFast(matchId: "m", home: fixture.home, away: fixture.away, seed: UInt64(index))
            #expect(report.events.allSatisfy { Self.recordKinds.contains($0.kind) && $0.commentary.isEmpty })
            #expect(zip(report.events, report.events.dropFirst()).allSatisfy { $0.minute <= $1.minute })
            kinds.formUnion(report.events.map(\.kind))
        }
        #expect(kinds == Self.recordKinds)
    }
}
