import SeasonEngine
import Testing

@Suite("Match seeds")
struct MatchSeedTests {
    // Pinned values (worked out independently from FNV-1a and SplitMix64): a change here would
    // silently replay every stored world's results differently.
    @Test("fixed inputs give fixed seeds", arguments: [
        (UInt64(42), "season-2026-div-1-md01-1", UInt64(0x1614_4539_BE8B_F4ED)),
        (0, "", 0x5B21_F68F_FA77_F14C),
        (2026, "season-2026-div-4-md38-10", 0xBDE6_C3EC_5BED_3164),
    ])
    func pinned(worldSeed: UInt64, matchId: String, expected: UInt64) {
        #expect(MatchSeed.seed(worldSeed: worldSeed, matchId: matchId) == expected)
    }

    @Test("neighbouring match ids and world seeds give unrelated seeds")
    func spread() {
        let ids = (1...10).map { "season-2026-div-1-md01-\($0)" }
        let seeds = ids.map { MatchSeed.seed(worldSeed: 1, matchId: $0) }
        #expect(Set(seeds).count == ids.count)
        let otherWorld = ids.map { MatchSeed.seed(worldSeed: 2, matchId: $0) }
        #expect(Set(seeds).isDisjoint(with: otherWorld))
        // Neighbours differ in about half their bits, not just the last few.
        #expect((seeds[0] ^ seeds[1]).nonzeroBitCount > 16)
    }
}
