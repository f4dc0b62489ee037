/// Makes the lasting parts of a club from `ClubNameBank`: its town, name, ground and founding year.
enum ClubIdentityGenerator {
    static let foundedRange = 1863...1979

    /// `count` different towns. Drawing from the shuffled pool of every name makes them unique
    /// without retries, and unique towns make unique club names.
    static func towns(count: Int, using rng: inout some RandomNumberGenerator) -> [String] {
        let compounds = ClubNameBank.townHeads.flatMap { head in ClubNameBank.townTails.map { head + $0 } }
        let pool = compounds + ClubNameBank.standaloneTowns
        precondition(count <= pool.count, "the name bank holds only \(pool.count) towns")
        return Array(pool.shuffled(using: &rng).prefix(count))
    }

    /// "Sporting Wobbleton" or "Crumpet Rovers".
    static func clubName(town: String, using rng: inout some RandomNumberGenerator) -> String {
        rng.chance(0.4)
            ? "\(rng.pick(ClubNameBank.clubPrefixes)) \(town)"
            : "\(town) \(rng.pick(ClubNameBank.clubSuffixes))"
    }

    /// "Custard Park", "Wobbleton Lane" or "Old Teapot Ground".
    static func stadium(town: String, using rng: inout some RandomNumberGenerator) -> String {
        let kind = rng.pick(ClubNameBank.stadiumKinds)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return "\(town) \(kind)"
        case 1: return "Old \(rng.pick(ClubNameBank.stadiumWords)) \(kind)"
        default: return "\(rng.pick(ClubNameBank.stadiumWords)) \(kind)"
        }
    }

    static func foundedYear(using rng: inout some RandomNumberGenerator) -> Int {
        Int.random(in: foundedRange, using: &rng)
    }
}
