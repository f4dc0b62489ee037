import ClubBoard
import Testing

@Suite("Job market")
struct JobMarketTests {
    /// Four tiers of `size` clubs; ids `t<tier>c<index>`, index 0 the strongest.
    private func pyramid(size: Int = 16) -> [ClubStanding] {
        (1...4).flatMap { tier in
            (0..<size).map { ClubStanding(teamId: "t\(tier)c\($0)", tier: tier, strength: 80 - 5 * tier - $0) }
        }
    }

    private func rung(_ id: String, in clubs: [ClubStanding]) -> Int {
        JobMarket.ladder(clubs).firstIndex { $0.teamId == id } ?? -1
    }

    @Test("the ladder puts every club of a tier above every club below it")
    func ladder() {
        let clubs = [ClubStanding(teamId: "a", tier: 2, strength: 90), ClubStanding(teamId: "b", tier: 1, strength: 50)]
        #expect(JobMarket.ladder(clubs).map(\.teamId) == ["b", "a"])
    }

    @Test("after a sacking: at least two offers, from clubs a few rungs below his, for every club of the pyramid")
    func sackingOffers() {
        let clubs = pyramid()
        for club in clubs {
            let offers = JobMarket.offers(.sacking, coachClub: club.teamId, clubs: clubs, worldSeed: 42, season: 2026)
            #expect(offers.count >= 2, "\(club.teamId)")
            #expect(!offers.contains(club.teamId))
            let own = rung(club.teamId, in: clubs)
            if own < clubs.count - JobMarket.sackingDrop - JobMarket.offersAfterSacking {
                #expect(offers.allSatisfy { rung($0, in: clubs) > own + JobMarket.sackingDrop })
            }
        }
    }

    @Test("the offers are the same for the same seed and season, and change with them")
    func seeded() {
        let clubs = pyramid()
        let offers = { (seed: UInt64, season: Int) in
            JobMarket.offers(.sacking, coachClub: "t2c3", clubs: clubs, worldSeed: seed, season: season)
        }
        #expect(offers(42, 2026) == offers(42, 2026))
        #expect(Set((0..<8).map { offers(UInt64($0), 2026) }).count > 1)
    }

    @Test("after a strong season: clubs above his; none above the strongest")
    func strongSeason() {
        let clubs = pyramid()
        let offers = JobMarket.offers(.strongSeason, coachClub: "t2c5", clubs: clubs, worldSeed: 7, season: 2027)
        #expect(offers.count == JobMarket.offersAfterStrongSeason)
        #expect(offers.allSatisfy { rung($0, in: clubs) < rung("t2c5", in: clubs) })
        #expect(JobMarket.offers(.strongSeason, coachClub: "t1c0", clubs: clubs, worldSeed: 7, season: 2027).isEmpty)
    }

    @Test("an application is answered within his reach, the same way every time")
    func application() {
        let clubs = pyramid()
        let answer = { (club: String, sacked: Bool) in
            JobMarket.answer(applicationTo: club, coachClub: "t2c5", sacked: sacked, clubs: clubs, worldSeed: 42,
                             season: 2026)
        }
        #expect(answer("t1c0", false) != .offer)
        #expect(answer("t2c5", false) == .turnedDown("you cannot apply to your own club"))
        #expect(answer("t2c2", true) != .offer)
        let weaker = clubs.map(\.teamId).filter { rung($0, in: clubs) > rung("t2c5", in: clubs) }
        let answers = weaker.map { answer($0, true) }
        #expect(answers.contains(.offer))
        #expect(answers.contains { $0 != .offer })
        #expect(answers == weaker.map { answer($0, true) })
    }

    /// The club choice and the board rank a division by the same rule: two clubs level on strength are 1st and 2nd
    /// by id on both (issue #42).
    @Test func theLadderRanksClubsLevelOnStrengthByIdAsTheClubChoiceDoes() {
        let clubs = [ClubStanding(teamId: "t-b", tier: 1, strength: 61), ClubStanding(teamId: "t-a", tier: 1, strength: 61),
                     ClubStanding(teamId: "t-c", tier: 1, strength: 70)]
        #expect(JobMarket.ladder(clubs).map(\.teamId) == ["t-c", "t-a", "t-b"])
        #expect(StrengthRank.isAhead(strength: 61, teamId: "t-a", of: (61, "t-b")))
        #expect(!StrengthRank.isAhead(strength: 61, teamId: "t-b", of: (61, "t-a")))
        #expect(StrengthRank.isAhead(strength: 62, teamId: "t-z", of: (61, "t-a")))
    }
}
