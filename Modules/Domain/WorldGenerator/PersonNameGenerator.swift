/// A generated first and last name.
struct PersonName {
    let first: String
    let last: String

    var full: String { "\(first) \(last)" }
}

/// Makes silly but readable names for players and coaches from `PersonNameBank`.
enum PersonNameGenerator {
    private static func name(using rng: inout some RandomNumberGenerator) -> PersonName {
        PersonName(first: rng.pick(PersonNameBank.firstNames), last: surname(using: &rng))
    }

    /// A name whose full form is not in `used`; the new full name is added to `used`.
    static func name(avoiding used: inout Set<String>, using rng: inout some RandomNumberGenerator) -> PersonName {
        // About 50,000 combinations against at most a few dozen taken names: a repeat is rare and a retry ends it.
        while true {
            let candidate = name(using: &rng)
            if used.insert(candidate.full).inserted { return candidate }
        }
    }

    /// Two surnames in five are plain words, one in five carries a prefix, the rest are compounds.
    private static func surname(using rng: inout some RandomNumberGenerator) -> String {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<4: rng.pick(PersonNameBank.surnameWords)
        case 4..<6: rng.pick(PersonNameBank.surnamePrefixes) + rng.pick(PersonNameBank.surnameWords)
        default: rng.pick(PersonNameBank.surnameHeads) + rng.pick(PersonNameBank.surnameTails)
        }
    }
}
