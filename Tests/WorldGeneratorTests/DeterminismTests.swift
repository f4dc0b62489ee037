import GameModels
import Testing
import WorldGenerator

@Suite("World determinism and ids")
struct DeterminismTests {
    @Test("the same seed gives an identical world", arguments: [UInt64(0), 42, .max])
    func sameSeedSameWorld(seed: UInt64) {
        #expect(WorldGenerator().generate(seed: seed) == WorldGenerator().generate(seed: seed))
    }

    @Test("different seeds give different worlds")
    func differentSeedsDiffer() {
        let first = WorldGenerator().generate(seed: 1)
        let second = WorldGenerator().generate(seed: 2)
        #expect(first != second)
        #expect(first.players.map(\.fullName) != second.players.map(\.fullName))
        #expect(first.teamInfos.map(\.name) != second.teamInfos.map(\.name))
    }

    @Test("ids are stable and numbered in generation order", arguments: GeneratedWorlds.seeds)
    func stableIds(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        #expect(world.league.id == "league")
        #expect(world.divisions.map(\.id) == ["div-1", "div-2", "div-3", "div-4"])
        #expect(world.teams.map(\.id) == (1...world.teams.count).map { "team-\($0)" })
        #expect(world.teamInfos.map(\.id) == (1...world.teams.count).map { "info-\($0)" })
        #expect(world.coaches.map(\.id) == (1...world.teams.count).map { "coach-\($0)" })
        #expect(world.players.map(\.id) == (1...world.players.count).map { "player-\($0)" })
    }

    @Test("the first season starts on 1 August 2026", arguments: GeneratedWorlds.seeds)
    func firstSeason(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        #expect(world.season == Season(id: "season-2026", leagueId: "league", year: 2026))
        #expect(world.startDate == GameDate(year: 2026, month: 8, day: 1))
    }

    @Test("the world keeps its seed")
    func keepsSeed() {
        #expect(WorldGenerator().generate(seed: 314).seed == 314)
    }
}
