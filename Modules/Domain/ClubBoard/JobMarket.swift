import GameModels

/// Which clubs want the coach (Modules/DECISIONS.md 26). Every club of the pyramid sits on one ladder — by
/// tier, then strength — and the coach's record is the rung of his club: sacked, he is offered clubs a few
/// rungs below it; after a strong season, clubs just above; an application is answered by the same reach. Every
/// draw is seeded by the world seed, the season and the club, so a career replays the same offers.
public enum JobMarket {
    public static let offersAfterSacking = 3
    public static let offersAfterStrongSeason = 2
    /// How many rungs away offers come from.
    public static let reach = 12
    /// A sacked coach is not offered the clubs right below his: they are as strong as the one that sacked him.
    public static let sackingDrop = 3
    /// How many rungs above his own club an employed coach may apply to.
    public static let applicationReach = 4
    /// One application in `refusalOdds` that the reach allows is still turned down.
    public static let refusalOdds = 4

    /// The pyramid's clubs, strongest first: every club of a tier above every club below it.
    public static func ladder(_ clubs: [ClubStanding]) -> [ClubStanding] {
        clubs.sorted { lhs, rhs in
            lhs.tier != rhs.tier ? lhs.tier < rhs.tier
                : StrengthRank.isAhead(strength: lhs.strength, teamId: lhs.teamId, of: (rhs.strength, rhs.teamId))
        }
    }

    /// The clubs offering the coach a job, best first. After a sacking never fewer than two while the pyramid
    /// has three clubs: the `reach` rungs from `sackingDrop` below his club, then the nearest others once the
    /// bottom is reached.
    public static func offers(_ occasion: OfferOccasion, coachClub: String, clubs: [ClubStanding],
                              worldSeed: UInt64, season: Int) -> [String] {
        let rungs = ladder(clubs)
        guard let own = rungs.firstIndex(where: { $0.teamId == coachClub }) else { return [] }
        let candidates: [Int]
        let count: Int
        switch occasion {
        case .sacking:
            let preferred = Array(rungs.indices.dropFirst(own + 1 + sackingDrop).prefix(reach))
            let nearest = rungs.indices.filter { $0 != own && !preferred.contains($0) }
                .sorted { (abs($0 - own), -$0) < (abs($1 - own), -$1) }
            candidates = preferred + nearest.prefix(max(0, offersAfterSacking - preferred.count))
            count = offersAfterSacking
        case .strongSeason:
            candidates = Array(rungs.indices.prefix(own).suffix(reach))
            count = offersAfterStrongSeason
        case .application:
            return []
        }
        var rng = SeededRandomNumberGenerator(seed: seed(worldSeed, season: season, label: "\(occasion)-\(coachClub)"))
        return Array(candidates.shuffled(using: &rng).prefix(count)).sorted().map { rungs[$0].teamId }
    }

    /// Whether `club` takes the coach: within his reach (below his old club once sacked, at most
    /// `applicationReach` rungs above his club otherwise), and not one of the seeded refusals of the season.
    public static func answer(applicationTo club: String, coachClub: String, sacked: Bool, clubs: [ClubStanding],
                              worldSeed: UInt64, season: Int) -> JobAnswer {
        let rungs = ladder(clubs)
        guard let own = rungs.firstIndex(where: { $0.teamId == coachClub }),
              let target = rungs.firstIndex(where: { $0.teamId == club }), target != own else {
            return .turnedDown("you cannot apply to your own club")
        }
        let lowest = sacked ? own + 1 : own - applicationReach
        guard target >= lowest else {
            return .turnedDown(sacked ? "they will not hire a coach just sacked by a smaller club"
                                      : "they think a club of their standing is a step too far for you yet")
        }
        var rng = SeededRandomNumberGenerator(seed: seed(worldSeed, season: season, label: "application-\(club)"))
        guard Int.random(in: 0..<refusalOdds, using: &rng) != 0 else {
            return .turnedDown("their board has another candidate in mind this season")
        }
        return .offer
    }

    /// The world seed, the season and a label folded through the game's generator, a byte at a time:
    /// stable on every platform, unlike Swift's `Hasher`.
    private static func seed(_ worldSeed: UInt64, season: Int, label: String) -> UInt64 {
        "\(season)/\(label)".utf8.reduce(worldSeed) { state, byte in
            var rng = SeededRandomNumberGenerator(seed: state ^ UInt64(byte))
            return rng.next()
        }
    }
}
