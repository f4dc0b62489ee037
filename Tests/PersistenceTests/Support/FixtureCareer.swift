import GameModels
@testable import Persistence
import WorldGenerator
import TestSupport

/// The rows of the fixture world with a career run by the Owls' coach, fixtures included.
enum FixtureCareer {
    static let career = Career(id: "fixture", coachId: "c-owls", userTeamId: "t-owls", leagueId: "lg",
                               currentSeasonId: "s2026", worldSeed: FixtureWorld.seed,
                               currentDate: FixtureWorld.startDate)

    static let records = CareerRecordSetTransformer.records(
        career: career, world: FixtureWorld.world,
        fixtures: FixtureScheduler.fixtures(for: FixtureWorld.world, seed: FixtureWorld.seed))
}
