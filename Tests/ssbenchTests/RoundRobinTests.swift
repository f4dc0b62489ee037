import Testing
@testable import ssbench

struct RoundRobinTests {
    static let evenClubCounts = Array(stride(from: 2, through: 20, by: 2))

    @Test(arguments: evenClubCounts)
    func everyOrderedPairMeetsExactlyOnceSoEveryPairMeetsHomeAndAway(clubCount: Int) {
        let fixtures = RoundRobin.fixtures(clubCount: clubCount)
        let pairs = fixtures.map { [$0.home, $0.away] }
        #expect(fixtures.allSatisfy { $0.home != $0.away })
        #expect(fixtures.allSatisfy { (0..<clubCount).contains($0.home) && (0..<clubCount).contains($0.away) })
        #expect(Set(pairs).count == pairs.count)
        #expect(pairs.count == clubCount * (clubCount - 1))
    }

    @Test(arguments: evenClubCounts)
    func everyClubPlaysExactlyOncePerMatchDay(clubCount: Int) {
        let byDay = Dictionary(grouping: RoundRobin.fixtures(clubCount: clubCount), by: \.matchDay)
        #expect(byDay.keys.sorted() == Array(1...2 * (clubCount - 1)))
        for (day, fixtures) in byDay {
            let clubs = fixtures.flatMap { [$0.home, $0.away] }
            #expect(clubs.sorted() == Array(0..<clubCount), "match day \(day)")
        }
    }

    @Test(arguments: evenClubCounts)
    func secondHalfReturnsTheFirstHalfWithVenuesSwapped(clubCount: Int) {
        let fixtures = RoundRobin.fixtures(clubCount: clubCount)
        let half = clubCount - 1
        let first = fixtures.filter { $0.matchDay <= half }
        let second = fixtures.filter { $0.matchDay > half }
        #expect(second == first.map { RoundRobin.Fixture(matchDay: $0.matchDay + half, home: $0.away, away: $0.home) })
    }

    @Test(arguments: [0, 1, 3, 5, 19])
    func oddOrTooFewClubsGiveNoFixtures(clubCount: Int) {
        #expect(RoundRobin.fixtures(clubCount: clubCount).isEmpty)
    }
}
