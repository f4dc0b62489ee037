import GameModels
import MatchEngine
import Testing

/// The report says the line each player played, so the match report can mark a player out of position.
@Suite("The line each player played")
struct LinePlayedTests {
    let engine = MatchEngine()

    @Test("a defender picked up front played FW; a substitute played the line of the man he replaced")
    func linesInTheReport() throws {
        let opponent = CraftedSides.side(teamId: "opp", level: 66)
        let natural = CraftedSides.side(teamId: "club", level: 66)
        let squad = natural.squad
        let position = { (id: String) in squad.first { $0.id == id }?.position }
        let forward = try #require(natural.lineUp.starters.last { position($0) == .forward })
        let spareDefender = try #require(squad.first { $0.position == .defender && !natural.lineUp.starters.contains($0.id) })
        let starters = natural.lineUp.starters.map { $0 == forward ? spareDefender.id : $0 }
        let midfielder = try #require(starters.first { position($0) == .midfielder })
        let benchForward = try #require(natural.lineUp.bench.first { position($0) == .forward })
        let misplaced = MatchSide(teamId: "club", name: natural.name, squad: squad,
                                  lineUp: LineUp(formation: .fourFourTwo, starters: starters, bench: natural.lineUp.bench))
        let match = engine.playManaged(
            matchId: "m", home: misplaced, away: opponent, seed: 11, userIsHome: true,
            changes: [MatchChange(minute: 46, kind: .substitution(off: midfielder, on: benchForward))])
        let line = { (id: String) in match.report.performances.first { $0.playerId == id }?.line }
        #expect(line(spareDefender.id) == .forward)
        if match.report.performances.contains(where: { $0.playerId == benchForward }) {
            #expect(line(benchForward) == .midfielder)
            #expect(line(midfielder) == .midfielder)
        }
        #expect(match.report.performances.allSatisfy { $0.line != nil })
    }
}
