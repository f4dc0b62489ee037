import GameModels
@testable import SeasonEngine
import Testing
import WorldGenerator

/// Players who join at a season's end get ids Swift keeps inline (at most 15 bytes), unique in the world.
@Suite("Ids of the players a season's end brings")
struct IntakeIdsTests {
    let world = TestWorld.world

    @Test("every youngster and part-timer a rollover brings has a new id of at most 15 bytes")
    func newcomersHaveShortUniqueIds() {
        let outcome = SeasonRollover.roll(SeasonRolloverInput(
            season: world.season, divisions: world.divisions, teams: world.teams, players: world.players,
            standings: [:], lines: [], userTeamId: nil, contractDecisions: nil, worldSeed: 2026))
        let known = Set(world.players.map(\.id))
        let newcomers = outcome.players.filter { !known.contains($0.id) }
        #expect(newcomers.contains { $0.id.hasPrefix("y") })
        #expect(newcomers.allSatisfy { $0.id.utf8.count <= 15 }, "\(newcomers.map(\.id).filter { $0.utf8.count > 15 })")
        #expect(Set(outcome.players.map(\.id)).count == outcome.players.count)
    }

    @Test("the longest ids the rules allow still fit in 15 bytes, and the two kinds never meet")
    func longestIdsFit() {
        let academy = IntakeIds.academy(year: 9999, club: 2000) + "-3"
        let journeyman = IntakeIds.journeyman(year: 9999, club: 2000, number: 99)
        #expect(academy.utf8.count <= 15)
        #expect(journeyman.utf8.count <= 15)
        #expect(IntakeIds.academy(year: 2045, club: 1) + "-1" != IntakeIds.journeyman(year: 2045, club: 1, number: 1))
    }

    @Test("clubs are numbered from 1 in id order, whatever order they come in")
    func clubNumbersFollowIdOrder() {
        let numbers = IntakeIds.clubNumbers(world.teams.reversed())
        let sorted = world.teams.map(\.id).sorted()
        #expect(numbers[sorted[0]] == 1)
        #expect(numbers[sorted[sorted.count - 1]] == sorted.count)
        #expect(Set(numbers.values).count == world.teams.count)
    }
}
