@testable import CareerUseCases
@testable import Persistence
import GameModels
import Synchronization
import Testing
import WorldGenerator

@Suite struct LastWorldCacheTests {
    @Test func aSeedIsGeneratedOnceUntilAnotherSeedIsAsked() {
        let calls = Mutex<[UInt64]>([])
        let generator = WorldGenerator()
        let cache = LastWorldCache { seed in
            calls.withLock { $0.append(seed) }
            return generator.generate(seed: seed)
        }
        let first = cache.world(seed: 7)
        #expect(cache.world(seed: 7) == first)
        #expect(cache.world(seed: 7) == first)
        #expect(calls.withLock { $0 } == [7])
        #expect(cache.world(seed: 8).seed == 8)
        #expect(cache.world(seed: 7) == first)
        #expect(calls.withLock { $0 } == [7, 8, 7])
    }
}
