import GameModels
import SeasonEngine
import Testing

@Suite("Season simulation")
struct SeasonSimulationTests {
    private let world = TestWorld.world

    @Test("every season plays every fixture of every division, and its tables count every club")
    func completeSeasons() {
        let expected = world.divisions.map { division in
            world.teams.filter { $0.divisionId == division.id }.count
        }
        #expect(RealismRun.seasons.map(\.number) == Array(1...RealismRun.seasonCount))
        for season in RealismRun.seasons {
            #expect(season.matches.count == expected.reduce(0) { $0 + $1 * ($1 - 1) })
            #expect(season.matches.allSatisfy { $0.isPlayed })
            #expect(season.matchDayCount == 2 * ((expected.max() ?? 1) - 1))
            for (division, clubs) in zip(world.divisions, expected) {
                let table = season.standings[division.id] ?? []
                #expect(table.count == clubs)
                #expect(table.allSatisfy { $0.record.played == 2 * (clubs - 1) })
            }
        }
    }

    @Test("the summary counts every season's matches and tables, top division first")
    func summaryMatchesSeasons() {
        let summary = RealismRun.summary
        #expect(summary.seed == RealismRun.seed && summary.seasons == RealismRun.seasonCount)
        #expect(summary.matches == RealismRun.seasons.reduce(0) { $0 + $1.matches.count })
        #expect(summary.tables.count == RealismRun.seasonCount * world.divisions.count)
        #expect(summary.tables.prefix(world.divisions.count).map(\.division) == [1, 2, 3, 4])
        let first = RealismRun.seasons[0]
        #expect(summary.tables[0].points == (first.standings["div-1"] ?? []).map(\.record.points))
        #expect(summary.tables.allSatisfy { $0.points == $0.points.sorted(by: >) })
    }

    @Test("a season replays identically from its seed with the simulation's fixtures; the next season draws new ones")
    func determinism() {
        let replay = SeasonSimulation.playSeason(world: world, seed: RealismRun.seed)
        let again = SeasonSimulation.playSeason(world: world, seed: RealismRun.seed)
        #expect(replay.matches == again.matches)
        #expect(replay.standings == again.standings)
        let pairings = { (matches: [Match]) in matches.map { "\($0.homeTeamId)-\($0.awayTeamId)" } }
        // The simulation's windows change the squads, and so the scores, but never the fixtures.
        #expect(pairings(replay.matches) == pairings(RealismRun.seasons[0].matches))
        #expect(pairings(RealismRun.seasons[0].matches) != pairings(RealismRun.seasons[1].matches))
    }
}

/// `ssbench`'s baseline for persisting a season: the first season alone, as `simulate` plays it.
struct FirstSeasonAsSimulatedTests {
    @Test func theFirstSeasonAloneIsSimulatesFirstSeason() {
        var simulated: [SimulatedSeason] = []
        _ = SeasonSimulation.simulate(world: TestWorld.world, seasons: 1, seed: RealismRun.seed) { simulated.append($0) }
        let alone = SeasonSimulation.playFirstSeason(world: TestWorld.world, seed: RealismRun.seed)
        let first = simulated.first
        #expect(simulated.count == 1)
        #expect(alone.matches == first?.matches)
        #expect(alone.lines == first?.lines)
        #expect(alone.cupTies == first?.cupTies)
        // Traded: the season from fixed squads is another one.
        let fixed = SeasonSimulation.playSeason(world: TestWorld.world, seed: RealismRun.seed)
        #expect(fixed.lines != alone.lines)
    }
}
