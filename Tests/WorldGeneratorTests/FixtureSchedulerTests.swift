import GameModels
import Testing
import WorldGenerator

@Suite("Fixture scheduler")
struct FixtureSchedulerTests {
    private static func clubs(_ count: Int) -> [String] { (1...count).map { "team-\($0)" } }

    private static func fixtures(clubs count: Int, seed: UInt64 = 7) -> [Match] {
        FixtureScheduler.fixtures(seasonId: "season-2026", divisionId: "div-1", teamIds: clubs(count), seed: seed)
    }

    @Test("a double round robin of n clubs has 2(n−1) rounds", arguments: [(16, 30), (18, 34), (20, 38)])
    func roundCounts(clubs count: Int, rounds: Int) {
        let fixtures = Self.fixtures(clubs: count)
        #expect(fixtures.map(\.matchDay).max() == rounds)
        #expect(Set(fixtures.map(\.matchDay)) == Set(1...rounds))
        #expect(fixtures.count == count * (count - 1))
    }

    @Test("every club plays exactly once in every round", arguments: [16, 18, 20])
    func everyClubOncePerRound(clubs count: Int) {
        for round in Dictionary(grouping: Self.fixtures(clubs: count), by: \.matchDay).values {
            let playing = round.flatMap { [$0.homeTeamId, $0.awayTeamId] }
            #expect(playing.sorted() == Self.clubs(count).sorted())
        }
    }

    @Test("each pair meets twice, once at each ground", arguments: [16, 18, 20])
    func eachPairTwiceWithSwappedVenues(clubs count: Int) {
        let fixtures = Self.fixtures(clubs: count)
        let pairings = fixtures.map { "\($0.homeTeamId)>\($0.awayTeamId)" }
        let expected = Self.clubs(count).flatMap { home in
            Self.clubs(count).filter { $0 != home }.map { "\(home)>\($0)" }
        }
        #expect(pairings.sorted() == expected.sorted())
    }

    @Test("the second half repeats the first with venues swapped", arguments: [16, 18, 20])
    func secondHalfMirrorsFirst(clubs count: Int) {
        let fixtures = Self.fixtures(clubs: count)
        let half = count - 1
        for match in fixtures where match.matchDay <= half {
            let mirrored = fixtures.filter { $0.matchDay == match.matchDay + half }
            #expect(mirrored.contains { $0.homeTeamId == match.awayTeamId && $0.awayTeamId == match.homeTeamId })
        }
    }

    @Test("no club is home or away more than twice in a row", arguments: Array(stride(from: 6, through: 22, by: 2)))
    func venueStreaks(clubs count: Int) {
        for seed in UInt64(0)..<12 {
            let fixtures = Self.fixtures(clubs: count, seed: seed).sorted { $0.matchDay < $1.matchDay }
            for club in Self.clubs(count) {
                let venues = fixtures.compactMap { match -> Bool? in
                    match.homeTeamId == club ? true : match.awayTeamId == club ? false : nil
                }
                #expect(Self.longestRun(venues) <= 2, "club \(club), \(count) clubs, seed \(seed)")
            }
        }
    }

    @Test("home and away games are shared out evenly", arguments: [16, 18, 20])
    func balancedVenues(clubs count: Int) {
        let fixtures = Self.fixtures(clubs: count)
        for club in Self.clubs(count) {
            #expect(fixtures.filter { $0.homeTeamId == club }.count == count - 1)
        }
    }

    @Test("match ids name the season, division, round and slot")
    func matchIds() {
        let fixtures = Self.fixtures(clubs: 16)
        #expect(Set(fixtures.map(\.id)).count == fixtures.count)
        #expect(fixtures.first?.id == "season-2026-div-1-md01-1")
        #expect(fixtures.last?.id == "season-2026-div-1-md30-8")
        for match in fixtures {
            let round = match.matchDay < 10 ? "0\(match.matchDay)" : "\(match.matchDay)"
            #expect(match.id.hasPrefix("season-2026-div-1-md\(round)-"))
            #expect(match.seasonId == "season-2026" && match.divisionId == "div-1" && !match.isPlayed)
        }
    }

    @Test("the same seed gives the same fixtures, in any input order; another seed gives others")
    func determinism() {
        let fixtures = Self.fixtures(clubs: 18, seed: 99)
        #expect(fixtures == Self.fixtures(clubs: 18, seed: 99))
        let reversed = FixtureScheduler.fixtures(seasonId: "season-2026", divisionId: "div-1",
                                                 teamIds: Self.clubs(18).reversed(), seed: 99)
        #expect(reversed == fixtures)
        #expect(Self.fixtures(clubs: 18, seed: 100) != fixtures)
    }

    @Test("an odd number of clubs rests one club a round")
    func oddClubCount() {
        let fixtures = Self.fixtures(clubs: 5)
        #expect(fixtures.map(\.matchDay).max() == 10)
        #expect(fixtures.count == 20)
        for round in Dictionary(grouping: fixtures, by: \.matchDay).values {
            #expect(round.count == 2)
            #expect(Set(round.flatMap { [$0.homeTeamId, $0.awayTeamId] }).count == 4)
        }
    }

    @Test("fewer than two clubs have no fixtures")
    func tooFewClubs() {
        #expect(Self.fixtures(clubs: 1).isEmpty)
        #expect(FixtureScheduler.fixtures(seasonId: "s", divisionId: "d", teamIds: [], seed: 1).isEmpty)
    }

    @Test("a world's fixtures cover every division, top tier first, and follow the seed")
    func worldFixtures() {
        let world = WorldGenerator().generate(seed: 2026)
        let fixtures = FixtureScheduler.fixtures(for: world, seed: 5)
        #expect(fixtures == FixtureScheduler.fixtures(for: world, seed: 5))
        #expect(Set(fixtures.map(\.id)).count == fixtures.count)
        var divisionOrder: [String] = []
        for match in fixtures where divisionOrder.last != match.divisionId { divisionOrder.append(match.divisionId) }
        #expect(divisionOrder == world.divisions.sorted { $0.tier < $1.tier }.map(\.id))
        for division in world.divisions {
            let clubs = world.teams.filter { $0.divisionId == division.id }.map(\.id)
            let own = fixtures.filter { $0.divisionId == division.id }
            #expect(own.count == clubs.count * (clubs.count - 1))
            #expect(Set(own.flatMap { [$0.homeTeamId, $0.awayTeamId] }) == Set(clubs))
            #expect(own.allSatisfy { $0.seasonId == world.season.id })
        }
        #expect(FixtureScheduler.fixtures(for: world, seed: 6) != fixtures)
    }

    private static func longestRun(_ venues: [Bool]) -> Int {
        var longest = 0
        var run = 0
        for (index, venue) in venues.enumerated() {
            run = index > 0 && venues[index - 1] == venue ? run + 1 : 1
            longest = max(longest, run)
        }
        return longest
    }
}
